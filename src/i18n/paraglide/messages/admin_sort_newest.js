import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_NewestInputs */

const en_admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest first`)
};

const de_admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste zuerst`)
};

const ar_admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأحدث أولًا`)
};

const en_xa2_admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵéšţ ƒíŕšţ ·····]`)
};

/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Admin_Sort_NewestInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_newest = /** @type {((inputs?: Admin_Sort_NewestInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_NewestInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_newest(inputs)
	if (locale === "ar") return ar_admin_sort_newest(inputs)
	if (locale === "en-XA") return en_xa2_admin_sort_newest(inputs)
	return en_admin_sort_newest(inputs)
});