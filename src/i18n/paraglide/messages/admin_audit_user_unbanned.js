import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_User_UnbannedInputs */

const en_admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbanned`)
};

const de_admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entsperrt`)
};

const ar_admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع الحظر`)
};

const en_xa2_admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñƀáññéð ···]`)
};

/**
* | output |
* | --- |
* | "Unbanned" |
*
* @param {Admin_Audit_User_UnbannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_user_unbanned = /** @type {((inputs?: Admin_Audit_User_UnbannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_User_UnbannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_user_unbanned(inputs)
	if (locale === "ar") return ar_admin_audit_user_unbanned(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_user_unbanned(inputs)
	return en_admin_audit_user_unbanned(inputs)
});