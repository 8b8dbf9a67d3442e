import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Invitation_InvitedInputs */

const en_invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You were invited to an organization on ${i?.appName}.`)
};

const de_invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie wurden zu einer Organisation auf ${i?.appName} eingeladen.`)
};

const ar_invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تمت دعوتك إلى مؤسسة على ${i?.appName}.`)
};

const en_xa2_invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ŵéŕé íñṽíţéð ţó áñ óŕĝáñížáţíóñ óñ ${i?.appName}. ················]`)
};

/**
* | output |
* | --- |
* | "You were invited to an organization on {appName}." |
*
* @param {Invitation_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_invited = /** @type {((inputs: Invitation_InvitedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_InvitedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_invited(inputs)
	if (locale === "ar") return ar_invitation_invited(inputs)
	if (locale === "en-XA") return en_xa2_invitation_invited(inputs)
	return en_invitation_invited(inputs)
});