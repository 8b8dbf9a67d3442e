import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_MalformedInputs */

const en_api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key is malformed.`)
};

const de_api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel ist fehlerhaft aufgebaut.`)
};

const ar_api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صيغة مفتاح API غير سليمة.`)
};

const en_xa2_api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý íš ɱáļƒóŕɱéð. ··········]`)
};

/**
* | output |
* | --- |
* | "The API key is malformed." |
*
* @param {Api_Error_Key_MalformedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_malformed = /** @type {((inputs?: Api_Error_Key_MalformedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_MalformedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_key_malformed(inputs)
	if (locale === "ar") return ar_api_error_key_malformed(inputs)
	if (locale === "en-XA") return en_xa2_api_error_key_malformed(inputs)
	return en_api_error_key_malformed(inputs)
});