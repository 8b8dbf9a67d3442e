import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_LogInputs */

const en_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

const de_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit-Protokoll`)
};

const ar_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجل التدقيق`)
};

const en_xa2_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúðíţ ļóĝ ····]`)
};

/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Admin_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log = /** @type {((inputs?: Admin_Audit_LogInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_LogInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_log(inputs)
	if (locale === "ar") return ar_admin_audit_log(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_log(inputs)
	return en_admin_audit_log(inputs)
});