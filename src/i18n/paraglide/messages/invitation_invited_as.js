import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organization: NonNullable<unknown>, role: NonNullable<unknown> }} Invitation_Invited_AsInputs */

const en_invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to join ${i?.organization} as ${i?.role}.`)
};

const de_invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie eingeladen, ${i?.organization} als ${i?.role} beizutreten.`)
};

const ar_invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} للانضمام إلى ${i?.organization} بصفة ${i?.role}.`)
};

const en_xa2_invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ĵóíñ ${i?.organization} áš ${i?.role}. ··········]`)
};

/**
* | output |
* | --- |
* | "{inviter} invited you to join {organization} as {role}." |
*
* @param {Invitation_Invited_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_invited_as = /** @type {((inputs: Invitation_Invited_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Invited_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_invited_as(inputs)
	if (locale === "ar") return ar_invitation_invited_as(inputs)
	if (locale === "en-XA") return en_xa2_invitation_invited_as(inputs)
	return en_invitation_invited_as(inputs)
});