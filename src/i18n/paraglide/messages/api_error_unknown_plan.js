import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ slug: NonNullable<unknown> }} Api_Error_Unknown_PlanInputs */

const en_api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown plan: ${i?.slug}`)
};

const de_api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unbekannter Tarif: ${i?.slug}`)
};

const ar_api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`خطة غير معروفة: ${i?.slug}`)
};

const en_xa2_api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ þļáñ: ${i?.slug} ······]`)
};

/**
* | output |
* | --- |
* | "Unknown plan: {slug}" |
*
* @param {Api_Error_Unknown_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_unknown_plan = /** @type {((inputs: Api_Error_Unknown_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Unknown_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_unknown_plan(inputs)
	if (locale === "ar") return ar_api_error_unknown_plan(inputs)
	if (locale === "en-XA") return en_xa2_api_error_unknown_plan(inputs)
	return en_api_error_unknown_plan(inputs)
});