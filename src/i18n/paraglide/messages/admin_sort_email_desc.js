import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_Email_DescInputs */

const en_admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address, Z to A`)
};

const de_admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse, Z bis A`)
};

const ar_admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان، من Z إلى A`)
};

const en_xa2_admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš, Ž ţó Á ······]`)
};

/**
* | output |
* | --- |
* | "Address, Z to A" |
*
* @param {Admin_Sort_Email_DescInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_email_desc = /** @type {((inputs?: Admin_Sort_Email_DescInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_Email_DescInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_email_desc(inputs)
	if (locale === "ar") return ar_admin_sort_email_desc(inputs)
	if (locale === "en-XA") return en_xa2_admin_sort_email_desc(inputs)
	return en_admin_sort_email_desc(inputs)
});