import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Reconcile_LabelInputs */

const en_admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reconcile ${i?.name}`)
};

const de_admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} abgleichen`)
};

const ar_admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مطابقة ${i?.name}`)
};

const en_xa2_admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé ${i?.name} ····]`)
};

/**
* | output |
* | --- |
* | "Reconcile {name}" |
*
* @param {Admin_Reconcile_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_label = /** @type {((inputs: Admin_Reconcile_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reconcile_label(inputs)
	if (locale === "ar") return ar_admin_reconcile_label(inputs)
	if (locale === "en-XA") return en_xa2_admin_reconcile_label(inputs)
	return en_admin_reconcile_label(inputs)
});