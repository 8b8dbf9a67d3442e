import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Api_Calls_Per_DayInputs */

const en_admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls per day`)
};

const de_admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe pro Tag`)
};

const ar_admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استدعاءات API يوميًا`)
};

const en_xa2_admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš þéŕ ðáý ·······]`)
};

/**
* | output |
* | --- |
* | "API calls per day" |
*
* @param {Admin_Api_Calls_Per_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_api_calls_per_day = /** @type {((inputs?: Admin_Api_Calls_Per_DayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Api_Calls_Per_DayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_api_calls_per_day(inputs)
	if (locale === "ar") return ar_admin_api_calls_per_day(inputs)
	if (locale === "en-XA") return en_xa2_admin_api_calls_per_day(inputs)
	return en_admin_api_calls_per_day(inputs)
});