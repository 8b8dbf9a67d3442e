import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Api_Key_RegeneratedInputs */

const en_mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your API key was regenerated`)
};

const de_mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr API-Schlüssel wurde neu erzeugt`)
};

const ar_mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيد إنشاء مفتاح API الخاص بك`)
};

const en_xa2_mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ÁÞÍ ķéý ŵáš ŕéĝéñéŕáţéð ···········]`)
};

/**
* | output |
* | --- |
* | "Your API key was regenerated" |
*
* @param {Mail_Alert_Api_Key_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_api_key_regenerated = /** @type {((inputs?: Mail_Alert_Api_Key_RegeneratedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Api_Key_RegeneratedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_api_key_regenerated(inputs)
	if (locale === "ar") return ar_mail_alert_api_key_regenerated(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_api_key_regenerated(inputs)
	return en_mail_alert_api_key_regenerated(inputs)
});