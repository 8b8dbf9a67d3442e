import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Sign_Out_OthersInputs */

const en_password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out other sessions`)
};

const de_password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Sitzungen abmelden`)
};

const ar_password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من الجلسات الأخرى`)
};

const en_xa2_password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ óţĥéŕ šéššíóñš ·········]`)
};

/**
* | output |
* | --- |
* | "Sign out other sessions" |
*
* @param {Password_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_sign_out_others = /** @type {((inputs?: Password_Sign_Out_OthersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Sign_Out_OthersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_sign_out_others(inputs)
	if (locale === "ar") return ar_password_sign_out_others(inputs)
	if (locale === "en-XA") return en_xa2_password_sign_out_others(inputs)
	return en_password_sign_out_others(inputs)
});