import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organizationName: NonNullable<unknown>, appName: NonNullable<unknown>, role: NonNullable<unknown> }} Mail_Invitation_TextInputs */

const en_mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to the organization ${i?.organizationName} on ${i?.appName}, as ${i?.role}.`)
};

const de_mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie in die Organisation ${i?.organizationName} bei ${i?.appName} eingeladen, als ${i?.role}.`)
};

const ar_mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} إلى المؤسسة ${i?.organizationName} على ${i?.appName}، بصفة ${i?.role}.`)
};

const en_xa2_mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ţĥé óŕĝáñížáţíóñ ${i?.organizationName} óñ ${i?.appName}, áš ${i?.role}. ·················]`)
};

/**
* | output |
* | --- |
* | "{inviter} invited you to the organization {organizationName} on {appName}, as {role}." |
*
* @param {Mail_Invitation_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_text = /** @type {((inputs: Mail_Invitation_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_text(inputs)
	if (locale === "ar") return ar_mail_invitation_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_text(inputs)
	return en_mail_invitation_text(inputs)
});