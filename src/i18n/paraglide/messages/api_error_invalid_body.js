import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Invalid_BodyInputs */

const en_api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid body parameters`)
};

const de_api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Parameter im Body`)
};

const ar_api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات غير صالحة في نص الطلب`)
};

const en_xa2_api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð ƀóðý þáŕáɱéţéŕš ·········]`)
};

/**
* | output |
* | --- |
* | "Invalid body parameters" |
*
* @param {Api_Error_Invalid_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_body = /** @type {((inputs?: Api_Error_Invalid_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_invalid_body(inputs)
	if (locale === "ar") return ar_api_error_invalid_body(inputs)
	if (locale === "en-XA") return en_xa2_api_error_invalid_body(inputs)
	return en_api_error_invalid_body(inputs)
});