import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Reconcile_StartedInputs */

const en_admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started reconciling billing with Polar`)
};

const de_admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgleich der Abrechnung mit Polar gestartet`)
};

const ar_admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدء مطابقة الفوترة مع Polar`)
};

const en_xa2_admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţéð ŕéçóñçíļíñĝ ƀíļļíñĝ ŵíţĥ Þóļáŕ ···············]`)
};

/**
* | output |
* | --- |
* | "Started reconciling billing with Polar" |
*
* @param {Admin_Audit_Reconcile_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_reconcile_started = /** @type {((inputs?: Admin_Audit_Reconcile_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Reconcile_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_reconcile_started(inputs)
	if (locale === "ar") return ar_admin_audit_reconcile_started(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_reconcile_started(inputs)
	return en_admin_audit_reconcile_started(inputs)
});