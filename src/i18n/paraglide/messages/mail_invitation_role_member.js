import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invitation_Role_MemberInputs */

const en_mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a member`)
};

const de_mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

const ar_mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عضو`)
};

const en_xa2_mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ɱéɱƀéŕ ···]`)
};

/**
* | output |
* | --- |
* | "a member" |
*
* @param {Mail_Invitation_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_role_member = /** @type {((inputs?: Mail_Invitation_Role_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_Role_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_role_member(inputs)
	if (locale === "ar") return ar_mail_invitation_role_member(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_role_member(inputs)
	return en_mail_invitation_role_member(inputs)
});