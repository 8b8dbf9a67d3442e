import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitation_LanguageInputs */

const en_org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of invitation mails`)
};

const de_org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache der Einladungs-E-Mails`)
};

const ar_org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغة رسائل الدعوة`)
};

const en_xa2_org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé óƒ íñṽíţáţíóñ ɱáíļš ···········]`)
};

/**
* | output |
* | --- |
* | "Language of invitation mails" |
*
* @param {Org_Invitation_LanguageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_language = /** @type {((inputs?: Org_Invitation_LanguageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_LanguageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_language(inputs)
	if (locale === "ar") return ar_org_invitation_language(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_language(inputs)
	return en_org_invitation_language(inputs)
});