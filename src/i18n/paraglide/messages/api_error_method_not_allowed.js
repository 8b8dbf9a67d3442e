import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ methods: NonNullable<unknown> }} Api_Error_Method_Not_AllowedInputs */

const en_api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.methods} is supported here.`)
};

const de_api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hier wird nur ${i?.methods} unterstützt.`)
};

const ar_api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يُدعم هنا سوى ${i?.methods}.`)
};

const en_xa2_api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óñļý ${i?.methods} íš šúþþóŕţéð ĥéŕé. ··········]`)
};

/**
* | output |
* | --- |
* | "Only {methods} is supported here." |
*
* @param {Api_Error_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_method_not_allowed = /** @type {((inputs: Api_Error_Method_Not_AllowedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Method_Not_AllowedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_method_not_allowed(inputs)
	if (locale === "ar") return ar_api_error_method_not_allowed(inputs)
	if (locale === "en-XA") return en_xa2_api_error_method_not_allowed(inputs)
	return en_api_error_method_not_allowed(inputs)
});