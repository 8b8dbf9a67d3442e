import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, role: NonNullable<unknown> }} Org_Invitation_Sent_TextInputs */

const en_org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We mailed ${i?.email} an invitation to join as ${i?.role}.`)
};

const de_org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben ${i?.email} eine Einladung gesendet, als ${i?.role} beizutreten.`)
};

const ar_org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا إلى ${i?.email} دعوة للانضمام بصفة ${i?.role}.`)
};

const en_xa2_org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļéð ${i?.email} áñ íñṽíţáţíóñ ţó ĵóíñ áš ${i?.role}. ···············]`)
};

/**
* | output |
* | --- |
* | "We mailed {email} an invitation to join as {role}." |
*
* @param {Org_Invitation_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent_text = /** @type {((inputs: Org_Invitation_Sent_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Sent_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_sent_text(inputs)
	if (locale === "ar") return ar_org_invitation_sent_text(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_sent_text(inputs)
	return en_org_invitation_sent_text(inputs)
});