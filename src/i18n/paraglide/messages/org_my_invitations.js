import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_My_InvitationsInputs */

const en_org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations for you`)
};

const de_org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen für Sie`)
};

const ar_org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعوات لك`)
};

const en_xa2_org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñš ƒóŕ ýóú ········]`)
};

/**
* | output |
* | --- |
* | "Invitations for you" |
*
* @param {Org_My_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitations = /** @type {((inputs?: Org_My_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_my_invitations(inputs)
	if (locale === "ar") return ar_org_my_invitations(inputs)
	if (locale === "en-XA") return en_xa2_org_my_invitations(inputs)
	return en_org_my_invitations(inputs)
});