import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Invalid_PathInputs */

const en_api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid path parameters`)
};

const de_api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Pfadparameter`)
};

const ar_api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات غير صالحة في المسار`)
};

const en_xa2_api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð þáţĥ þáŕáɱéţéŕš ·········]`)
};

/**
* | output |
* | --- |
* | "Invalid path parameters" |
*
* @param {Api_Error_Invalid_PathInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_path = /** @type {((inputs?: Api_Error_Invalid_PathInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_PathInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_invalid_path(inputs)
	if (locale === "ar") return ar_api_error_invalid_path(inputs)
	if (locale === "en-XA") return en_xa2_api_error_invalid_path(inputs)
	return en_api_error_invalid_path(inputs)
});