import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DayInputs */

const en_admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const de_admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

const ar_admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اليوم`)
};

const en_xa2_admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáý ·]`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Admin_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_day = /** @type {((inputs?: Admin_DayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_day(inputs)
	if (locale === "ar") return ar_admin_day(inputs)
	if (locale === "en-XA") return en_xa2_admin_day(inputs)
	return en_admin_day(inputs)
});