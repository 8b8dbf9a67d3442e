import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Sign_InInputs */

const en_password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with password`)
};

const de_password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Passwort anmelden`)
};

const ar_password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بكلمة المرور`)
};

const en_xa2_password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ þáššŵóŕð ········]`)
};

/**
* | output |
* | --- |
* | "Sign in with password" |
*
* @param {Password_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_sign_in = /** @type {((inputs?: Password_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_sign_in(inputs)
	if (locale === "ar") return ar_password_sign_in(inputs)
	if (locale === "en-XA") return en_xa2_password_sign_in(inputs)
	return en_password_sign_in(inputs)
});