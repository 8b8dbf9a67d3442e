import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Role_OtherInputs */

const en_api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your role in this organization does not allow that.`)
};

const de_api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Rolle in dieser Organisation erlaubt das nicht.`)
};

const ar_api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دورك في هذه المؤسسة لا يسمح بذلك.`)
};

const en_xa2_api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íñ ţĥíš óŕĝáñížáţíóñ ðóéš ñóţ áļļóŵ ţĥáţ. ····················]`)
};

/**
* | output |
* | --- |
* | "Your role in this organization does not allow that." |
*
* @param {Api_Error_Role_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_other = /** @type {((inputs?: Api_Error_Role_OtherInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_OtherInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_role_other(inputs)
	if (locale === "ar") return ar_api_error_role_other(inputs)
	if (locale === "en-XA") return en_xa2_api_error_role_other(inputs)
	return en_api_error_role_other(inputs)
});