import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Changing_PlanInputs */

const en_billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the plan`)
};

const de_billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den Tarif wechseln`)
};

const ar_billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الخطة`)
};

const en_xa2_billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝíñĝ ţĥé þļáñ ·······]`)
};

/**
* | output |
* | --- |
* | "Changing the plan" |
*
* @param {Billing_Changing_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_changing_plan = /** @type {((inputs?: Billing_Changing_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Changing_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_changing_plan(inputs)
	if (locale === "ar") return ar_billing_changing_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_changing_plan(inputs)
	return en_billing_changing_plan(inputs)
});