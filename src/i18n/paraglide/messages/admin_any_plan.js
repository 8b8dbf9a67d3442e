import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Any_PlanInputs */

const en_admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any plan`)
};

const de_admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Tarif`)
};

const ar_admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي خطة`)
};

const en_xa2_admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý þļáñ ···]`)
};

/**
* | output |
* | --- |
* | "Any plan" |
*
* @param {Admin_Any_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any_plan = /** @type {((inputs?: Admin_Any_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Any_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_any_plan(inputs)
	if (locale === "ar") return ar_admin_any_plan(inputs)
	if (locale === "en-XA") return en_xa2_admin_any_plan(inputs)
	return en_admin_any_plan(inputs)
});