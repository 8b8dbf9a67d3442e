import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mrr_By_PlanInputs */

const en_admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly recurring revenue by plan`)
};

const de_admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatlich wiederkehrender Umsatz nach Tarif`)
};

const ar_admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإيراد الشهري المتكرر حسب الخطة`)
};

const en_xa2_admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóñţĥļý ŕéçúŕŕíñĝ ŕéṽéñúé ƀý þļáñ ·············]`)
};

/**
* | output |
* | --- |
* | "Monthly recurring revenue by plan" |
*
* @param {Admin_Mrr_By_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr_by_plan = /** @type {((inputs?: Admin_Mrr_By_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mrr_By_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_mrr_by_plan(inputs)
	if (locale === "ar") return ar_admin_mrr_by_plan(inputs)
	if (locale === "en-XA") return en_xa2_admin_mrr_by_plan(inputs)
	return en_admin_mrr_by_plan(inputs)
});