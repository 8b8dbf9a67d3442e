import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_InvitationsInputs */

const en_org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

const de_org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen`)
};

const ar_org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدعوات`)
};

const en_xa2_org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñš ····]`)
};

/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Org_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitations = /** @type {((inputs?: Org_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitations(inputs)
	if (locale === "ar") return ar_org_invitations(inputs)
	if (locale === "en-XA") return en_xa2_org_invitations(inputs)
	return en_org_invitations(inputs)
});