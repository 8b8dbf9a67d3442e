import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_PlanInputs */

const en_admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const de_admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

const ar_admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطة`)
};

const en_xa2_admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ ··]`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Admin_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_plan = /** @type {((inputs?: Admin_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_plan(inputs)
	if (locale === "ar") return ar_admin_plan(inputs)
	if (locale === "en-XA") return en_xa2_admin_plan(inputs)
	return en_admin_plan(inputs)
});