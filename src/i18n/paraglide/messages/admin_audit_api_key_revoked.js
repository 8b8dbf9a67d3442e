import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Api_Key_RevokedInputs */

const en_admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked an API key`)
};

const de_admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen API-Schlüssel widerrufen`)
};

const ar_admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء مفتاح API`)
};

const en_xa2_admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķéð áñ ÁÞÍ ķéý ·······]`)
};

/**
* | output |
* | --- |
* | "Revoked an API key" |
*
* @param {Admin_Audit_Api_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_api_key_revoked = /** @type {((inputs?: Admin_Audit_Api_Key_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Api_Key_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_api_key_revoked(inputs)
	if (locale === "ar") return ar_admin_audit_api_key_revoked(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_api_key_revoked(inputs)
	return en_admin_audit_api_key_revoked(inputs)
});