import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invitation_Role_OwnerInputs */

const en_mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an owner`)
};

const de_mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

const ar_mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالك`)
};

const en_xa2_mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ óŵñéŕ ···]`)
};

/**
* | output |
* | --- |
* | "an owner" |
*
* @param {Mail_Invitation_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_role_owner = /** @type {((inputs?: Mail_Invitation_Role_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_Role_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_role_owner(inputs)
	if (locale === "ar") return ar_mail_invitation_role_owner(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_role_owner(inputs)
	return en_mail_invitation_role_owner(inputs)
});