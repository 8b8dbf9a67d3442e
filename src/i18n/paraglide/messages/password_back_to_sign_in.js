import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Back_To_Sign_InInputs */

const en_password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

const de_password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Anmeldung`)
};

const ar_password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى تسجيل الدخول`)
};

const en_xa2_password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó šíĝñ íñ ······]`)
};

/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Password_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_back_to_sign_in = /** @type {((inputs?: Password_Back_To_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Back_To_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_back_to_sign_in(inputs)
	if (locale === "ar") return ar_password_back_to_sign_in(inputs)
	if (locale === "en-XA") return en_xa2_password_back_to_sign_in(inputs)
	return en_password_back_to_sign_in(inputs)
});