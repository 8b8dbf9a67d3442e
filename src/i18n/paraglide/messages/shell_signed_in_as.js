import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Signed_In_AsInputs */

const en_shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

const de_shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet als`)
};

const ar_shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
};

const en_xa2_shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ áš ·····]`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Shell_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_signed_in_as = /** @type {((inputs?: Shell_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Signed_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_signed_in_as(inputs)
	if (locale === "ar") return ar_shell_signed_in_as(inputs)
	if (locale === "en-XA") return en_xa2_shell_signed_in_as(inputs)
	return en_shell_signed_in_as(inputs)
});