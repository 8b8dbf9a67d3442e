import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_MissingInputs */

const en_api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your API key as 'Authorization: Bearer <key>' or in the 'x-api-key' header.`)
};

const de_api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden Sie Ihren API-Schlüssel als „Authorization: Bearer <key>“ oder im Header „x-api-key“.`)
};

const ar_api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل مفتاح API بصيغة 'Authorization: Bearer <key>' أو في الترويسة 'x-api-key'.`)
};

const en_xa2_api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ýóúŕ ÁÞÍ ķéý áš 'Áúţĥóŕížáţíóñ: Ɓéáŕéŕ <ķéý>' óŕ íñ ţĥé 'ẋ-áþí-ķéý' ĥéáðéŕ. ································]`)
};

/**
* | output |
* | --- |
* | "Send your API key as 'Authorization: Bearer <key>' or in the 'x-api-key' header." |
*
* @param {Api_Error_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_missing = /** @type {((inputs?: Api_Error_Key_MissingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_MissingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_key_missing(inputs)
	if (locale === "ar") return ar_api_error_key_missing(inputs)
	if (locale === "en-XA") return en_xa2_api_error_key_missing(inputs)
	return en_api_error_key_missing(inputs)
});