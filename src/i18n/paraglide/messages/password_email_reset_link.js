import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Email_Reset_LinkInputs */

const en_password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a reset link`)
};

const de_password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Zurücksetzen per E-Mail senden`)
};

const ar_password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي رابط إعادة التعيين`)
};

const en_xa2_password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á ŕéšéţ ļíñķ ········]`)
};

/**
* | output |
* | --- |
* | "Email me a reset link" |
*
* @param {Password_Email_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_email_reset_link = /** @type {((inputs?: Password_Email_Reset_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Email_Reset_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_email_reset_link(inputs)
	if (locale === "ar") return ar_password_email_reset_link(inputs)
	if (locale === "en-XA") return en_xa2_password_email_reset_link(inputs)
	return en_password_email_reset_link(inputs)
});