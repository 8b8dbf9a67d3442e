import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_NavigationInputs */

const en_shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation`)
};

const de_shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation`)
};

const ar_shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التنقل`)
};

const en_xa2_shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáṽíĝáţíóñ ····]`)
};

/**
* | output |
* | --- |
* | "Navigation" |
*
* @param {Shell_NavigationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_navigation = /** @type {((inputs?: Shell_NavigationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_NavigationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_navigation(inputs)
	if (locale === "ar") return ar_shell_navigation(inputs)
	if (locale === "en-XA") return en_xa2_shell_navigation(inputs)
	return en_shell_navigation(inputs)
});