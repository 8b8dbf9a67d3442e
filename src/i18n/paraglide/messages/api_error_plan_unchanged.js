import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Api_Error_Plan_UnchangedInputs */

const en_api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This subscription is already on ${i?.plan}`)
};

const de_api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement ist bereits im Tarif ${i?.plan}`)
};

const ar_api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك على خطة ${i?.plan} بالفعل`)
};

const en_xa2_api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš áļŕéáðý óñ ${i?.plan} ·············]`)
};

/**
* | output |
* | --- |
* | "This subscription is already on {plan}" |
*
* @param {Api_Error_Plan_UnchangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_plan_unchanged = /** @type {((inputs: Api_Error_Plan_UnchangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Plan_UnchangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_plan_unchanged(inputs)
	if (locale === "ar") return ar_api_error_plan_unchanged(inputs)
	if (locale === "en-XA") return en_xa2_api_error_plan_unchanged(inputs)
	return en_api_error_plan_unchanged(inputs)
});