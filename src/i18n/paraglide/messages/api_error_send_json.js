import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Send_JsonInputs */

const en_api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the body as JSON, with 'Content-Type: application/json'.`)
};

const de_api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden Sie den Body als JSON, mit „Content-Type: application/json“.`)
};

const ar_api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل نص الطلب بصيغة JSON، مع 'Content-Type: application/json'.`)
};

const en_xa2_api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ţĥé ƀóðý áš ĴŠÓÑ, ŵíţĥ 'Çóñţéñţ-Ţýþé: áþþļíçáţíóñ/ĵšóñ'. ························]`)
};

/**
* | output |
* | --- |
* | "Send the body as JSON, with 'Content-Type: application/json'." |
*
* @param {Api_Error_Send_JsonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_send_json = /** @type {((inputs?: Api_Error_Send_JsonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Send_JsonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_send_json(inputs)
	if (locale === "ar") return ar_api_error_send_json(inputs)
	if (locale === "en-XA") return en_xa2_api_error_send_json(inputs)
	return en_api_error_send_json(inputs)
});