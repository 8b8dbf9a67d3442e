import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invitation_Role_AdminInputs */

const en_mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an admin`)
};

const de_mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator`)
};

const ar_mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشرف`)
};

const en_xa2_mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ áðɱíñ ···]`)
};

/**
* | output |
* | --- |
* | "an admin" |
*
* @param {Mail_Invitation_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_role_admin = /** @type {((inputs?: Mail_Invitation_Role_AdminInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_Role_AdminInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_role_admin(inputs)
	if (locale === "ar") return ar_mail_invitation_role_admin(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_role_admin(inputs)
	return en_mail_invitation_role_admin(inputs)
});