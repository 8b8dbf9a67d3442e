import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_ApiInputs */

const en_shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

const de_shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

const ar_shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

const en_xa2_shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ·]`)
};

/**
* | output |
* | --- |
* | "API" |
*
* @param {Shell_Nav_ApiInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_api = /** @type {((inputs?: Shell_Nav_ApiInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_ApiInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_nav_api(inputs)
	if (locale === "ar") return ar_shell_nav_api(inputs)
	if (locale === "en-XA") return en_xa2_shell_nav_api(inputs)
	return en_shell_nav_api(inputs)
});