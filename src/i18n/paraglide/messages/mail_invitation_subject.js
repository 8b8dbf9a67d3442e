import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organizationName: NonNullable<unknown>, appName: NonNullable<unknown> }} Mail_Invitation_SubjectInputs */

const en_mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to ${i?.organizationName} on ${i?.appName}`)
};

const de_mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie zu ${i?.organizationName} bei ${i?.appName} eingeladen`)
};

const ar_mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} إلى ${i?.organizationName} على ${i?.appName}`)
};

const en_xa2_mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ${i?.organizationName} óñ ${i?.appName} ········]`)
};

/**
* | output |
* | --- |
* | "{inviter} invited you to {organizationName} on {appName}" |
*
* @param {Mail_Invitation_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_subject = /** @type {((inputs: Mail_Invitation_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_subject(inputs)
	if (locale === "ar") return ar_mail_invitation_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_subject(inputs)
	return en_mail_invitation_subject(inputs)
});