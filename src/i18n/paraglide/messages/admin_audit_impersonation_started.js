import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Impersonation_StartedInputs */

const en_admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started acting as the user`)
};

const de_admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handeln als der Benutzer begonnen`)
};

const ar_admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدء التصرف بصفة المستخدم`)
};

const en_xa2_admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţéð áçţíñĝ áš ţĥé úšéŕ ··········]`)
};

/**
* | output |
* | --- |
* | "Started acting as the user" |
*
* @param {Admin_Audit_Impersonation_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_impersonation_started = /** @type {((inputs?: Admin_Audit_Impersonation_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Impersonation_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_impersonation_started(inputs)
	if (locale === "ar") return ar_admin_audit_impersonation_started(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_impersonation_started(inputs)
	return en_admin_audit_impersonation_started(inputs)
});