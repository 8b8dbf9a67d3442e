import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reconcile_EveryoneInputs */

const en_admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconcile everyone now`)
};

const de_admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt alle abgleichen`)
};

const ar_admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطابقة الجميع الآن`)
};

const en_xa2_admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé éṽéŕýóñé ñóŵ ·········]`)
};

/**
* | output |
* | --- |
* | "Reconcile everyone now" |
*
* @param {Admin_Reconcile_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_everyone = /** @type {((inputs?: Admin_Reconcile_EveryoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_EveryoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reconcile_everyone(inputs)
	if (locale === "ar") return ar_admin_reconcile_everyone(inputs)
	if (locale === "en-XA") return en_xa2_admin_reconcile_everyone(inputs)
	return en_admin_reconcile_everyone(inputs)
});