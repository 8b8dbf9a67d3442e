import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_Email_AscInputs */

const en_admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address, A to Z`)
};

const de_admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse, A bis Z`)
};

const ar_admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان، من A إلى Z`)
};

const en_xa2_admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš, Á ţó Ž ······]`)
};

/**
* | output |
* | --- |
* | "Address, A to Z" |
*
* @param {Admin_Sort_Email_AscInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_email_asc = /** @type {((inputs?: Admin_Sort_Email_AscInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_Email_AscInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_email_asc(inputs)
	if (locale === "ar") return ar_admin_sort_email_asc(inputs)
	if (locale === "en-XA") return en_xa2_admin_sort_email_asc(inputs)
	return en_admin_sort_email_asc(inputs)
});