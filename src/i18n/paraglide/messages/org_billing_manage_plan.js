import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Billing_Manage_PlanInputs */

const en_org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage the plan`)
};

const de_org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif verwalten`)
};

const ar_org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الخطة`)
};

const en_xa2_org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ţĥé þļáñ ······]`)
};

/**
* | output |
* | --- |
* | "Manage the plan" |
*
* @param {Org_Billing_Manage_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_manage_plan = /** @type {((inputs?: Org_Billing_Manage_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_Manage_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing_manage_plan(inputs)
	if (locale === "ar") return ar_org_billing_manage_plan(inputs)
	if (locale === "en-XA") return en_xa2_org_billing_manage_plan(inputs)
	return en_org_billing_manage_plan(inputs)
});