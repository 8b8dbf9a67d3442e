import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReconcileInputs */

const en_admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconcile`)
};

const de_admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgleichen`)
};

const ar_admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطابقة`)
};

const en_xa2_admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé ····]`)
};

/**
* | output |
* | --- |
* | "Reconcile" |
*
* @param {Admin_ReconcileInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile = /** @type {((inputs?: Admin_ReconcileInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReconcileInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reconcile(inputs)
	if (locale === "ar") return ar_admin_reconcile(inputs)
	if (locale === "en-XA") return en_xa2_admin_reconcile(inputs)
	return en_admin_reconcile(inputs)
});