import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Member_Not_FoundInputs */

const en_error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That person is not a member of this organization.`)
};

const de_error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Person ist kein Mitglied dieser Organisation.`)
};

const ar_error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الشخص ليس عضوًا في هذه المؤسسة.`)
};

const en_xa2_error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ þéŕšóñ íš ñóţ á ɱéɱƀéŕ óƒ ţĥíš óŕĝáñížáţíóñ. ····················]`)
};

/**
* | output |
* | --- |
* | "That person is not a member of this organization." |
*
* @param {Error_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_member_not_found = /** @type {((inputs?: Error_Member_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Member_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_member_not_found(inputs)
	if (locale === "ar") return ar_error_member_not_found(inputs)
	if (locale === "en-XA") return en_xa2_error_member_not_found(inputs)
	return en_error_member_not_found(inputs)
});