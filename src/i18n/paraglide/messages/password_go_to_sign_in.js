import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Go_To_Sign_InInputs */

const en_password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to sign in`)
};

const de_password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Anmeldung`)
};

const ar_password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الانتقال إلى تسجيل الدخول`)
};

const en_xa2_password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó šíĝñ íñ ·····]`)
};

/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Password_Go_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_go_to_sign_in = /** @type {((inputs?: Password_Go_To_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Go_To_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_go_to_sign_in(inputs)
	if (locale === "ar") return ar_password_go_to_sign_in(inputs)
	if (locale === "en-XA") return en_xa2_password_go_to_sign_in(inputs)
	return en_password_go_to_sign_in(inputs)
});