import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Invalid_QueryInputs */

const en_api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid query parameters`)
};

const de_api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Abfrageparameter`)
};

const ar_api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات استعلام غير صالحة`)
};

const en_xa2_api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð ǫúéŕý þáŕáɱéţéŕš ··········]`)
};

/**
* | output |
* | --- |
* | "Invalid query parameters" |
*
* @param {Api_Error_Invalid_QueryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_query = /** @type {((inputs?: Api_Error_Invalid_QueryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_QueryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_invalid_query(inputs)
	if (locale === "ar") return ar_api_error_invalid_query(inputs)
	if (locale === "en-XA") return en_xa2_api_error_invalid_query(inputs)
	return en_api_error_invalid_query(inputs)
});