import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_PeriodInputs */

const en_admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

const de_admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

const ar_admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفترة`)
};

const en_xa2_admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕíóð ··]`)
};

/**
* | output |
* | --- |
* | "Period" |
*
* @param {Admin_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_period = /** @type {((inputs?: Admin_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_period(inputs)
	if (locale === "ar") return ar_admin_period(inputs)
	if (locale === "en-XA") return en_xa2_admin_period(inputs)
	return en_admin_period(inputs)
});