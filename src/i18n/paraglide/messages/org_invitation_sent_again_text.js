import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Org_Invitation_Sent_Again_TextInputs */

const en_org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We mailed ${i?.email} a new link.`)
};

const de_org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben ${i?.email} einen neuen Link gesendet.`)
};

const ar_org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا إلى ${i?.email} رابطًا جديدًا.`)
};

const en_xa2_org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļéð ${i?.email} á ñéŵ ļíñķ. ·········]`)
};

/**
* | output |
* | --- |
* | "We mailed {email} a new link." |
*
* @param {Org_Invitation_Sent_Again_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent_again_text = /** @type {((inputs: Org_Invitation_Sent_Again_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Sent_Again_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_sent_again_text(inputs)
	if (locale === "ar") return ar_org_invitation_sent_again_text(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_sent_again_text(inputs)
	return en_org_invitation_sent_again_text(inputs)
});