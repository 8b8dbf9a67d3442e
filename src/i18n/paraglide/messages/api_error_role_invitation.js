import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Role_InvitationInputs */

const en_api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners and admins can manage its invitations.`)
};

const de_api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Administratoren der Organisation können ihre Einladungen verwalten.`)
};

const ar_api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يدير دعوات المؤسسة إلا مالكوها ومشرفوها.`)
};

const en_xa2_api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš áñð áðɱíñš çáñ ɱáñáĝé íţš íñṽíţáţíóñš. ····························]`)
};

/**
* | output |
* | --- |
* | "Only the organization's owners and admins can manage its invitations." |
*
* @param {Api_Error_Role_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_invitation = /** @type {((inputs?: Api_Error_Role_InvitationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_InvitationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_role_invitation(inputs)
	if (locale === "ar") return ar_api_error_role_invitation(inputs)
	if (locale === "en-XA") return en_xa2_api_error_role_invitation(inputs)
	return en_api_error_role_invitation(inputs)
});