import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_On_This_PlanInputs */

const en_billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are on this plan`)
};

const de_billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist Ihr Tarif`)
};

const ar_billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت على هذه الخطة`)
};

const en_xa2_billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé óñ ţĥíš þļáñ ········]`)
};

/**
* | output |
* | --- |
* | "You are on this plan" |
*
* @param {Billing_On_This_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_on_this_plan = /** @type {((inputs?: Billing_On_This_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_On_This_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_on_this_plan(inputs)
	if (locale === "ar") return ar_billing_on_this_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_on_this_plan(inputs)
	return en_billing_on_this_plan(inputs)
});