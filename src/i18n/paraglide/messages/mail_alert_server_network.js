import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Server_NetworkInputs */

const en_mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server's own computer`)
};

const de_mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dem Computer des Servers selbst`)
};

const ar_mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاسوب الخادم نفسه`)
};

const en_xa2_mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéŕṽéŕ'š óŵñ çóɱþúţéŕ ··········]`)
};

/**
* | output |
* | --- |
* | "the server's own computer" |
*
* @param {Mail_Alert_Server_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_server_network = /** @type {((inputs?: Mail_Alert_Server_NetworkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Server_NetworkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_server_network(inputs)
	if (locale === "ar") return ar_mail_alert_server_network(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_server_network(inputs)
	return en_mail_alert_server_network(inputs)
});