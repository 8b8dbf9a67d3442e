import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Billing_See_PlanInputs */

const en_org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plan`)
};

const de_org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif ansehen`)
};

const ar_org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الخطة`)
};

const en_xa2_org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéé ţĥé þļáñ ·····]`)
};

/**
* | output |
* | --- |
* | "See the plan" |
*
* @param {Org_Billing_See_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_see_plan = /** @type {((inputs?: Org_Billing_See_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_See_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing_see_plan(inputs)
	if (locale === "ar") return ar_org_billing_see_plan(inputs)
	if (locale === "en-XA") return en_xa2_org_billing_see_plan(inputs)
	return en_org_billing_see_plan(inputs)
});