import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SinceInputs */

const en_admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since`)
};

const de_admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seit`)
};

const ar_admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منذ`)
};

const en_xa2_admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíñçé ··]`)
};

/**
* | output |
* | --- |
* | "Since" |
*
* @param {Admin_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_since = /** @type {((inputs?: Admin_SinceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SinceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_since(inputs)
	if (locale === "ar") return ar_admin_since(inputs)
	if (locale === "en-XA") return en_xa2_admin_since(inputs)
	return en_admin_since(inputs)
});