import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DetailsInputs */

const en_admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const de_admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const ar_admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التفاصيل`)
};

const en_xa2_admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéţáíļš ···]`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Admin_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_details = /** @type {((inputs?: Admin_DetailsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DetailsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_details(inputs)
	if (locale === "ar") return ar_admin_details(inputs)
	if (locale === "en-XA") return en_xa2_admin_details(inputs)
	return en_admin_details(inputs)
});