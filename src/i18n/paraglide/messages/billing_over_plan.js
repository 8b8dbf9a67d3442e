import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Over_PlanInputs */

const en_billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over the plan`)
};

const de_billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über dem Tarif`)
};

const ar_billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجاوز الخطة`)
};

const en_xa2_billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óṽéŕ ţĥé þļáñ ·····]`)
};

/**
* | output |
* | --- |
* | "Over the plan" |
*
* @param {Billing_Over_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_over_plan = /** @type {((inputs?: Billing_Over_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Over_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_over_plan(inputs)
	if (locale === "ar") return ar_billing_over_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_over_plan(inputs)
	return en_billing_over_plan(inputs)
});