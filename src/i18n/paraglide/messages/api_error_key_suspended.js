import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_SuspendedInputs */

const en_api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account that holds this API key is suspended.`)
};

const de_api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Konto, dem dieser API-Schlüssel gehört, ist gesperrt.`)
};

const ar_api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب الذي يملك مفتاح API هذا موقوف.`)
};

const en_xa2_api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áççóúñţ ţĥáţ ĥóļðš ţĥíš ÁÞÍ ķéý íš šúšþéñðéð. ····················]`)
};

/**
* | output |
* | --- |
* | "The account that holds this API key is suspended." |
*
* @param {Api_Error_Key_SuspendedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_suspended = /** @type {((inputs?: Api_Error_Key_SuspendedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_SuspendedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_key_suspended(inputs)
	if (locale === "ar") return ar_api_error_key_suspended(inputs)
	if (locale === "en-XA") return en_xa2_api_error_key_suspended(inputs)
	return en_api_error_key_suspended(inputs)
});