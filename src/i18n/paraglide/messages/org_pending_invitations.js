import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Pending_InvitationsInputs */

const en_org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

const de_org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Einladungen`)
};

const ar_org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدعوات المعلّقة`)
};

const en_xa2_org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ íñṽíţáţíóñš ········]`)
};

/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Org_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_pending_invitations = /** @type {((inputs?: Org_Pending_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Pending_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_pending_invitations(inputs)
	if (locale === "ar") return ar_org_pending_invitations(inputs)
	if (locale === "en-XA") return en_xa2_org_pending_invitations(inputs)
	return en_org_pending_invitations(inputs)
});