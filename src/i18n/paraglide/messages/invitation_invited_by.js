import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organization: NonNullable<unknown>, appName: NonNullable<unknown> }} Invitation_Invited_ByInputs */

const en_invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to join ${i?.organization} on ${i?.appName}.`)
};

const de_invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie eingeladen, ${i?.organization} auf ${i?.appName} beizutreten.`)
};

const ar_invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} للانضمام إلى ${i?.organization} على ${i?.appName}.`)
};

const en_xa2_invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ĵóíñ ${i?.organization} óñ ${i?.appName}. ··········]`)
};

/**
* | output |
* | --- |
* | "{inviter} invited you to join {organization} on {appName}." |
*
* @param {Invitation_Invited_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_invited_by = /** @type {((inputs: Invitation_Invited_ByInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Invited_ByInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_invited_by(inputs)
	if (locale === "ar") return ar_invitation_invited_by(inputs)
	if (locale === "en-XA") return en_xa2_invitation_invited_by(inputs)
	return en_invitation_invited_by(inputs)
});