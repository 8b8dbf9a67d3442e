import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_Holder_GoneInputs */

const en_api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This key's holder is no longer a member of the organization.`)
};

const de_api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhaber dieses Schlüssels ist kein Mitglied der Organisation mehr.`)
};

const ar_api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد حامل هذا المفتاح عضوًا في المؤسسة.`)
};

const en_xa2_api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ķéý'š ĥóļðéŕ íš ñó ļóñĝéŕ á ɱéɱƀéŕ óƒ ţĥé óŕĝáñížáţíóñ. ························]`)
};

/**
* | output |
* | --- |
* | "This key's holder is no longer a member of the organization." |
*
* @param {Api_Error_Key_Holder_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_holder_gone = /** @type {((inputs?: Api_Error_Key_Holder_GoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_Holder_GoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_key_holder_gone(inputs)
	if (locale === "ar") return ar_api_error_key_holder_gone(inputs)
	if (locale === "en-XA") return en_xa2_api_error_key_holder_gone(inputs)
	return en_api_error_key_holder_gone(inputs)
});