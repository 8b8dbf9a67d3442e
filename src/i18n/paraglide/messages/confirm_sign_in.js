import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Sign_InInputs */

const en_confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const de_confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const ar_confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

const en_xa2_confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ···]`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Confirm_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_sign_in = /** @type {((inputs?: Confirm_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_confirm_sign_in(inputs)
	if (locale === "ar") return ar_confirm_sign_in(inputs)
	if (locale === "en-XA") return en_xa2_confirm_sign_in(inputs)
	return en_confirm_sign_in(inputs)
});