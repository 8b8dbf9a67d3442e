import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_InvalidInputs */

const en_api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key is not valid.`)
};

const de_api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel ist nicht gültig.`)
};

const ar_api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API غير صالح.`)
};

const en_xa2_api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý íš ñóţ ṽáļíð. ··········]`)
};

/**
* | output |
* | --- |
* | "The API key is not valid." |
*
* @param {Api_Error_Key_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_invalid = /** @type {((inputs?: Api_Error_Key_InvalidInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_InvalidInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_key_invalid(inputs)
	if (locale === "ar") return ar_api_error_key_invalid(inputs)
	if (locale === "en-XA") return en_xa2_api_error_key_invalid(inputs)
	return en_api_error_key_invalid(inputs)
});