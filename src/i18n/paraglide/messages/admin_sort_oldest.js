import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_OldestInputs */

const en_admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest first`)
};

const de_admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Älteste zuerst`)
};

const ar_admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأقدم أولًا`)
};

const en_xa2_admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óļðéšţ ƒíŕšţ ·····]`)
};

/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {Admin_Sort_OldestInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_oldest = /** @type {((inputs?: Admin_Sort_OldestInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_OldestInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_oldest(inputs)
	if (locale === "ar") return ar_admin_sort_oldest(inputs)
	if (locale === "en-XA") return en_xa2_admin_sort_oldest(inputs)
	return en_admin_sort_oldest(inputs)
});