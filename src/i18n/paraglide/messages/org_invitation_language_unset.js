import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitation_Language_UnsetInputs */

const en_org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set: the inviter's language`)
};

const de_org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht festgelegt: die Sprache der einladenden Person`)
};

const ar_org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير محددة: لغة الشخص الذي يرسل الدعوة`)
};

const en_xa2_org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéţ: ţĥé íñṽíţéŕ'š ļáñĝúáĝé ············]`)
};

/**
* | output |
* | --- |
* | "Not set: the inviter's language" |
*
* @param {Org_Invitation_Language_UnsetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_language_unset = /** @type {((inputs?: Org_Invitation_Language_UnsetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Language_UnsetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_language_unset(inputs)
	if (locale === "ar") return ar_org_invitation_language_unset(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_language_unset(inputs)
	return en_org_invitation_language_unset(inputs)
});