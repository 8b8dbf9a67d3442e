import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Not_A_MemberInputs */

const en_api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not a member of this organization.`)
};

const de_api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind kein Mitglied dieser Organisation.`)
};

const ar_api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لست عضوًا في هذه المؤسسة.`)
};

const en_xa2_api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóţ á ɱéɱƀéŕ óƒ ţĥíš óŕĝáñížáţíóñ. ·················]`)
};

/**
* | output |
* | --- |
* | "You are not a member of this organization." |
*
* @param {Api_Error_Not_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_not_a_member = /** @type {((inputs?: Api_Error_Not_A_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Not_A_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_not_a_member(inputs)
	if (locale === "ar") return ar_api_error_not_a_member(inputs)
	if (locale === "en-XA") return en_xa2_api_error_not_a_member(inputs)
	return en_api_error_not_a_member(inputs)
});