import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Api_Error_No_Such_EndpointInputs */

const en_api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No such endpoint: ${i?.path}`)
};

const de_api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diesen Endpunkt gibt es nicht: ${i?.path}`)
};

const ar_api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا توجد نقطة نهاية كهذه: ${i?.path}`)
};

const en_xa2_api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šúçĥ éñðþóíñţ: ${i?.path} ·······]`)
};

/**
* | output |
* | --- |
* | "No such endpoint: {path}" |
*
* @param {Api_Error_No_Such_EndpointInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_no_such_endpoint = /** @type {((inputs: Api_Error_No_Such_EndpointInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_No_Such_EndpointInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_no_such_endpoint(inputs)
	if (locale === "ar") return ar_api_error_no_such_endpoint(inputs)
	if (locale === "en-XA") return en_xa2_api_error_no_such_endpoint(inputs)
	return en_api_error_no_such_endpoint(inputs)
});