import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Change_PlanInputs */

const en_billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change plan`)
};

const de_billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif wechseln`)
};

const ar_billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الخطة`)
};

const en_xa2_billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé þļáñ ····]`)
};

/**
* | output |
* | --- |
* | "Change plan" |
*
* @param {Billing_Change_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_plan = /** @type {((inputs?: Billing_Change_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_change_plan(inputs)
	if (locale === "ar") return ar_billing_change_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_change_plan(inputs)
	return en_billing_change_plan(inputs)
});