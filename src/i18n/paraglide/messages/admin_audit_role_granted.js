import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Role_GrantedInputs */

const en_admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Granted the admin role`)
};

const de_admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle vergeben`)
};

const ar_admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منح دور المشرف`)
};

const en_xa2_admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝŕáñţéð ţĥé áðɱíñ ŕóļé ·········]`)
};

/**
* | output |
* | --- |
* | "Granted the admin role" |
*
* @param {Admin_Audit_Role_GrantedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_role_granted = /** @type {((inputs?: Admin_Audit_Role_GrantedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Role_GrantedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_role_granted(inputs)
	if (locale === "ar") return ar_admin_audit_role_granted(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_role_granted(inputs)
	return en_admin_audit_role_granted(inputs)
});