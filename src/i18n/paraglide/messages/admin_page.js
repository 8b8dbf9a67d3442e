import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Admin_PageInputs */

const en_admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

const de_admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page}`)
};

const ar_admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصفحة ${i?.page}`)
};

const en_xa2_admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} ··]`)
};

/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Admin_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_page = /** @type {((inputs: Admin_PageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_page(inputs)
	if (locale === "ar") return ar_admin_page(inputs)
	if (locale === "en-XA") return en_xa2_admin_page(inputs)
	return en_admin_page(inputs)
});