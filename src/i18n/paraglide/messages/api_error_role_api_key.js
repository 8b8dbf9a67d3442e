import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Role_Api_KeyInputs */

const en_api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners and admins can manage its API key.`)
};

const de_api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Administratoren der Organisation können ihren API-Schlüssel verwalten.`)
};

const ar_api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يدير مفتاح API للمؤسسة إلا مالكوها ومشرفوها.`)
};

const en_xa2_api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš áñð áðɱíñš çáñ ɱáñáĝé íţš ÁÞÍ ķéý. ··························]`)
};

/**
* | output |
* | --- |
* | "Only the organization's owners and admins can manage its API key." |
*
* @param {Api_Error_Role_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_api_key = /** @type {((inputs?: Api_Error_Role_Api_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_Api_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_role_api_key(inputs)
	if (locale === "ar") return ar_api_error_role_api_key(inputs)
	if (locale === "en-XA") return en_xa2_api_error_role_api_key(inputs)
	return en_api_error_role_api_key(inputs)
});