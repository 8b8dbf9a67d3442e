import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Org_Invitation_Revoked_TextInputs */

const en_org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link sent to ${i?.email} no longer works.`)
};

const de_org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der an ${i?.email} gesendete Link funktioniert nicht mehr.`)
};

const ar_org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد الرابط المرسل إلى ${i?.email} يعمل.`)
};

const en_xa2_org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ šéñţ ţó ${i?.email} ñó ļóñĝéŕ ŵóŕķš. ··············]`)
};

/**
* | output |
* | --- |
* | "The link sent to {email} no longer works." |
*
* @param {Org_Invitation_Revoked_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_revoked_text = /** @type {((inputs: Org_Invitation_Revoked_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Revoked_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_revoked_text(inputs)
	if (locale === "ar") return ar_org_invitation_revoked_text(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_revoked_text(inputs)
	return en_org_invitation_revoked_text(inputs)
});