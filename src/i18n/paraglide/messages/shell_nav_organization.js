import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_OrganizationInputs */

const en_shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization`)
};

const de_shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

const ar_shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤسسة`)
};

const en_xa2_shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ·····]`)
};

/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Shell_Nav_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_organization = /** @type {((inputs?: Shell_Nav_OrganizationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_OrganizationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_nav_organization(inputs)
	if (locale === "ar") return ar_shell_nav_organization(inputs)
	if (locale === "en-XA") return en_xa2_shell_nav_organization(inputs)
	return en_shell_nav_organization(inputs)
});