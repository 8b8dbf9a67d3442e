import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Previous_PageInputs */

const en_admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

const de_admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Seite`)
};

const ar_admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة السابقة`)
};

const en_xa2_admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéṽíóúš þáĝé ·····]`)
};

/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Admin_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_previous_page = /** @type {((inputs?: Admin_Previous_PageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Previous_PageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_previous_page(inputs)
	if (locale === "ar") return ar_admin_previous_page(inputs)
	if (locale === "en-XA") return en_xa2_admin_previous_page(inputs)
	return en_admin_previous_page(inputs)
});