import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_Name_DescInputs */

const en_admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Z to A`)
};

const de_admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Z bis A`)
};

const ar_admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم، من Z إلى A`)
};

const en_xa2_admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé, Ž ţó Á ·····]`)
};

/**
* | output |
* | --- |
* | "Name, Z to A" |
*
* @param {Admin_Sort_Name_DescInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_name_desc = /** @type {((inputs?: Admin_Sort_Name_DescInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_Name_DescInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_name_desc(inputs)
	if (locale === "ar") return ar_admin_sort_name_desc(inputs)
	if (locale === "en-XA") return en_xa2_admin_sort_name_desc(inputs)
	return en_admin_sort_name_desc(inputs)
});