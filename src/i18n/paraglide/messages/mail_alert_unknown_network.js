import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Unknown_NetworkInputs */

const en_mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown network`)
};

const de_mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einem unbekannten Netzwerk`)
};

const ar_mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شبكة غير معروفة`)
};

const en_xa2_mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ ñéţŵóŕķ ·······]`)
};

/**
* | output |
* | --- |
* | "an unknown network" |
*
* @param {Mail_Alert_Unknown_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_unknown_network = /** @type {((inputs?: Mail_Alert_Unknown_NetworkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Unknown_NetworkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_unknown_network(inputs)
	if (locale === "ar") return ar_mail_alert_unknown_network(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_unknown_network(inputs)
	return en_mail_alert_unknown_network(inputs)
});