import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_ExpiredInputs */

const en_api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key has expired.`)
};

const de_api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel ist abgelaufen.`)
};

const ar_api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية مفتاح API.`)
};

const en_xa2_api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý ĥáš éẋþíŕéð. ··········]`)
};

/**
* | output |
* | --- |
* | "The API key has expired." |
*
* @param {Api_Error_Key_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_expired = /** @type {((inputs?: Api_Error_Key_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_key_expired(inputs)
	if (locale === "ar") return ar_api_error_key_expired(inputs)
	if (locale === "en-XA") return en_xa2_api_error_key_expired(inputs)
	return en_api_error_key_expired(inputs)
});