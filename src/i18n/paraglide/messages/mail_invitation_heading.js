import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organizationName: NonNullable<unknown> }} Mail_Invitation_HeadingInputs */

const en_mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.organizationName}`)
};

const de_mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Treten Sie ${i?.organizationName} bei`)
};

const ar_mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انضم إلى ${i?.organizationName}`)
};

const en_xa2_mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĵóíñ ${i?.organizationName} ··]`)
};

/**
* | output |
* | --- |
* | "Join {organizationName}" |
*
* @param {Mail_Invitation_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_heading = /** @type {((inputs: Mail_Invitation_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_heading(inputs)
	if (locale === "ar") return ar_mail_invitation_heading(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_heading(inputs)
	return en_mail_invitation_heading(inputs)
});