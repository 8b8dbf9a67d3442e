import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_And_FiltersInputs */

const en_admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search and filters`)
};

const de_admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche und Filter`)
};

const ar_admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البحث والتصفية`)
};

const en_xa2_admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ áñð ƒíļţéŕš ·······]`)
};

/**
* | output |
* | --- |
* | "Search and filters" |
*
* @param {Admin_Search_And_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_search_and_filters = /** @type {((inputs?: Admin_Search_And_FiltersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_And_FiltersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_search_and_filters(inputs)
	if (locale === "ar") return ar_admin_search_and_filters(inputs)
	if (locale === "en-XA") return en_xa2_admin_search_and_filters(inputs)
	return en_admin_search_and_filters(inputs)
});