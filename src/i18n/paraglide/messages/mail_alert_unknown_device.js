import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Unknown_DeviceInputs */

const en_mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown device`)
};

const de_mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einem unbekannten Gerät`)
};

const ar_mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جهاز غير معروف`)
};

const en_xa2_mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ ðéṽíçé ·······]`)
};

/**
* | output |
* | --- |
* | "an unknown device" |
*
* @param {Mail_Alert_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_unknown_device = /** @type {((inputs?: Mail_Alert_Unknown_DeviceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Unknown_DeviceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_unknown_device(inputs)
	if (locale === "ar") return ar_mail_alert_unknown_device(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_unknown_device(inputs)
	return en_mail_alert_unknown_device(inputs)
});