import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_No_Pending_InvitationsInputs */

const en_org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invitations are waiting for an answer.`)
};

const de_org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Einladung wartet auf eine Antwort.`)
};

const ar_org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد دعوات بانتظار الرد.`)
};

const en_xa2_org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó íñṽíţáţíóñš áŕé ŵáíţíñĝ ƒóŕ áñ áñšŵéŕ. ················]`)
};

/**
* | output |
* | --- |
* | "No invitations are waiting for an answer." |
*
* @param {Org_No_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_no_pending_invitations = /** @type {((inputs?: Org_No_Pending_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_No_Pending_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_no_pending_invitations(inputs)
	if (locale === "ar") return ar_org_no_pending_invitations(inputs)
	if (locale === "en-XA") return en_xa2_org_no_pending_invitations(inputs)
	return en_org_no_pending_invitations(inputs)
});