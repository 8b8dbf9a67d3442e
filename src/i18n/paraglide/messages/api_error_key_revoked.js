import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_RevokedInputs */

const en_api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key was revoked.`)
};

const de_api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel wurde widerrufen.`)
};

const ar_api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي مفتاح API.`)
};

const en_xa2_api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý ŵáš ŕéṽóķéð. ··········]`)
};

/**
* | output |
* | --- |
* | "The API key was revoked." |
*
* @param {Api_Error_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_revoked = /** @type {((inputs?: Api_Error_Key_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_key_revoked(inputs)
	if (locale === "ar") return ar_api_error_key_revoked(inputs)
	if (locale === "en-XA") return en_xa2_api_error_key_revoked(inputs)
	return en_api_error_key_revoked(inputs)
});