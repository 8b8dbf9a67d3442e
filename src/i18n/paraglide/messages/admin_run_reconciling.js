import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whom: NonNullable<unknown> }} Admin_Run_ReconcilingInputs */

const en_admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reconciling ${i?.whom}`)
};

const de_admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgleich: ${i?.whom}`)
};

const ar_admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ مطابقة ${i?.whom}`)
};

const en_xa2_admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļíñĝ ${i?.whom} ·····]`)
};

/**
* | output |
* | --- |
* | "Reconciling {whom}" |
*
* @param {Admin_Run_ReconcilingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_reconciling = /** @type {((inputs: Admin_Run_ReconcilingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_ReconcilingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_reconciling(inputs)
	if (locale === "ar") return ar_admin_run_reconciling(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_reconciling(inputs)
	return en_admin_run_reconciling(inputs)
});