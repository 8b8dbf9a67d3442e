import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Per_MonthInputs */

const en_admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per month`)
};

const de_admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro Monat`)
};

const ar_admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شهريًا`)
};

const en_xa2_admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ ɱóñţĥ ····]`)
};

/**
* | output |
* | --- |
* | "Per month" |
*
* @param {Admin_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_per_month = /** @type {((inputs?: Admin_Per_MonthInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Per_MonthInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_per_month(inputs)
	if (locale === "ar") return ar_admin_per_month(inputs)
	if (locale === "en-XA") return en_xa2_admin_per_month(inputs)
	return en_admin_per_month(inputs)
});