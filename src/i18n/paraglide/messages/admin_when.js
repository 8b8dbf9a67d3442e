import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_WhenInputs */

const en_admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const de_admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

const ar_admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متى`)
};

const en_xa2_admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéñ ··]`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Admin_WhenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_when = /** @type {((inputs?: Admin_WhenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WhenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_when(inputs)
	if (locale === "ar") return ar_admin_when(inputs)
	if (locale === "en-XA") return en_xa2_admin_when(inputs)
	return en_admin_when(inputs)
});