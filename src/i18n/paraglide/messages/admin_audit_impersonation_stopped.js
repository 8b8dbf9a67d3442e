import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Impersonation_StoppedInputs */

const en_admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped acting as the user`)
};

const de_admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handeln als der Benutzer beendet`)
};

const ar_admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف التصرف بصفة المستخدم`)
};

const en_xa2_admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð áçţíñĝ áš ţĥé úšéŕ ··········]`)
};

/**
* | output |
* | --- |
* | "Stopped acting as the user" |
*
* @param {Admin_Audit_Impersonation_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_impersonation_stopped = /** @type {((inputs?: Admin_Audit_Impersonation_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Impersonation_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_impersonation_stopped(inputs)
	if (locale === "ar") return ar_admin_audit_impersonation_stopped(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_impersonation_stopped(inputs)
	return en_admin_audit_impersonation_stopped(inputs)
});