import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Role_RevokedInputs */

const en_admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked the admin role`)
};

const de_admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle entzogen`)
};

const ar_admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سحب دور المشرف`)
};

const en_xa2_admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķéð ţĥé áðɱíñ ŕóļé ·········]`)
};

/**
* | output |
* | --- |
* | "Revoked the admin role" |
*
* @param {Admin_Audit_Role_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_role_revoked = /** @type {((inputs?: Admin_Audit_Role_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Role_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_role_revoked(inputs)
	if (locale === "ar") return ar_admin_audit_role_revoked(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_role_revoked(inputs)
	return en_admin_audit_role_revoked(inputs)
});