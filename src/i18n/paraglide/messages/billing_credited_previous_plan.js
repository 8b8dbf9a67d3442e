import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Credited_Previous_PlanInputs */

const en_billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the unused part of your previous plan`)
};

const de_billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`den ungenutzten Teil Ihres bisherigen Tarifs`)
};

const ar_billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجزء غير المستخدم من خطتك السابقة`)
};

const en_xa2_billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé úñúšéð þáŕţ óƒ ýóúŕ þŕéṽíóúš þļáñ ···············]`)
};

/**
* | output |
* | --- |
* | "the unused part of your previous plan" |
*
* @param {Billing_Credited_Previous_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_credited_previous_plan = /** @type {((inputs?: Billing_Credited_Previous_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Credited_Previous_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_credited_previous_plan(inputs)
	if (locale === "ar") return ar_billing_credited_previous_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_credited_previous_plan(inputs)
	return en_billing_credited_previous_plan(inputs)
});