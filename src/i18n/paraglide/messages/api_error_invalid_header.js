import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Invalid_HeaderInputs */

const en_api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid header parameters`)
};

const de_api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Header-Parameter`)
};

const ar_api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات غير صالحة في الترويسات`)
};

const en_xa2_api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð ĥéáðéŕ þáŕáɱéţéŕš ··········]`)
};

/**
* | output |
* | --- |
* | "Invalid header parameters" |
*
* @param {Api_Error_Invalid_HeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_header = /** @type {((inputs?: Api_Error_Invalid_HeaderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_HeaderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_invalid_header(inputs)
	if (locale === "ar") return ar_api_error_invalid_header(inputs)
	if (locale === "en-XA") return en_xa2_api_error_invalid_header(inputs)
	return en_api_error_invalid_header(inputs)
});