import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Login_Continue_WithInputs */

const en_login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue with ${i?.provider}`)
};

const de_login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weiter mit ${i?.provider}`)
};

const ar_login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المتابعة باستخدام ${i?.provider}`)
};

const en_xa2_login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñţíñúé ŵíţĥ ${i?.provider} ······]`)
};

/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Login_Continue_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_continue_with = /** @type {((inputs: Login_Continue_WithInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Continue_WithInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_continue_with(inputs)
	if (locale === "ar") return ar_login_continue_with(inputs)
	if (locale === "en-XA") return en_xa2_login_continue_with(inputs)
	return en_login_continue_with(inputs)
});