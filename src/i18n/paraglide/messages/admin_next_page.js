import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Next_PageInputs */

const en_admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

const de_admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Seite`)
};

const ar_admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة التالية`)
};

const en_xa2_admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ þáĝé ····]`)
};

/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Admin_Next_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_next_page = /** @type {((inputs?: Admin_Next_PageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Next_PageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_next_page(inputs)
	if (locale === "ar") return ar_admin_next_page(inputs)
	if (locale === "en-XA") return en_xa2_admin_next_page(inputs)
	return en_admin_next_page(inputs)
});