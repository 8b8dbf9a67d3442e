import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitations_Not_AllowedInputs */

const en_org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners and admins invite people and see the invitations waiting.`)
};

const de_org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber und Admins laden Personen ein und sehen die offenen Einladungen.`)
};

const ar_org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يدعو المالكون والمشرفون الأشخاص ويرون الدعوات المعلّقة.`)
};

const en_xa2_org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕš áñð áðɱíñš íñṽíţé þéóþļé áñð šéé ţĥé íñṽíţáţíóñš ŵáíţíñĝ. ··························]`)
};

/**
* | output |
* | --- |
* | "Owners and admins invite people and see the invitations waiting." |
*
* @param {Org_Invitations_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitations_not_allowed = /** @type {((inputs?: Org_Invitations_Not_AllowedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitations_Not_AllowedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitations_not_allowed(inputs)
	if (locale === "ar") return ar_org_invitations_not_allowed(inputs)
	if (locale === "en-XA") return en_xa2_org_invitations_not_allowed(inputs)
	return en_org_invitations_not_allowed(inputs)
});