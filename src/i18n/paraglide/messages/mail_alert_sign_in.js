import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Sign_InInputs */

const en_mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sign-in to your account`)
};

const de_mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Anmeldung bei Ihrem Konto`)
};

const ar_mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل دخول جديد إلى حسابك`)
};

const en_xa2_mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ šíĝñ-íñ ţó ýóúŕ áççóúñţ ···········]`)
};

/**
* | output |
* | --- |
* | "New sign-in to your account" |
*
* @param {Mail_Alert_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_sign_in = /** @type {((inputs?: Mail_Alert_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_sign_in(inputs)
	if (locale === "ar") return ar_mail_alert_sign_in(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_sign_in(inputs)
	return en_mail_alert_sign_in(inputs)
});