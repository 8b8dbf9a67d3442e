import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reconcile_HeadingInputs */

const en_admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconcile with Polar`)
};

const de_admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Polar abgleichen`)
};

const ar_admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المطابقة مع Polar`)
};

const en_xa2_admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé ŵíţĥ Þóļáŕ ········]`)
};

/**
* | output |
* | --- |
* | "Reconcile with Polar" |
*
* @param {Admin_Reconcile_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_heading = /** @type {((inputs?: Admin_Reconcile_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reconcile_heading(inputs)
	if (locale === "ar") return ar_admin_reconcile_heading(inputs)
	if (locale === "en-XA") return en_xa2_admin_reconcile_heading(inputs)
	return en_admin_reconcile_heading(inputs)
});