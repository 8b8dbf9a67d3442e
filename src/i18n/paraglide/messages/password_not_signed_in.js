import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Not_Signed_InInputs */

const en_password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not signed in`)
};

const de_password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind nicht angemeldet`)
};

const ar_password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم تسجيل دخولك`)
};

const en_xa2_password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóţ šíĝñéð íñ ········]`)
};

/**
* | output |
* | --- |
* | "You are not signed in" |
*
* @param {Password_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_not_signed_in = /** @type {((inputs?: Password_Not_Signed_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Not_Signed_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_not_signed_in(inputs)
	if (locale === "ar") return ar_password_not_signed_in(inputs)
	if (locale === "en-XA") return en_xa2_password_not_signed_in(inputs)
	return en_password_not_signed_in(inputs)
});