import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_AnyInputs */

const en_admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const de_admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beliebig`)
};

const ar_admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الكل`)
};

const en_xa2_admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý ·]`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Admin_AnyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any = /** @type {((inputs?: Admin_AnyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AnyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_any(inputs)
	if (locale === "ar") return ar_admin_any(inputs)
	if (locale === "en-XA") return en_xa2_admin_any(inputs)
	return en_admin_any(inputs)
});