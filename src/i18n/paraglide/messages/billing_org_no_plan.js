import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Billing_Org_No_PlanInputs */

const en_billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} has no plan yet.`)
};

const de_billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} hat noch keinen Tarif.`)
};

const ar_billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ليس لدى ${i?.organization} خطة بعد.`)
};

const en_xa2_billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} ĥáš ñó þļáñ ýéţ. ·······]`)
};

/**
* | output |
* | --- |
* | "{organization} has no plan yet." |
*
* @param {Billing_Org_No_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_org_no_plan = /** @type {((inputs: Billing_Org_No_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Org_No_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_org_no_plan(inputs)
	if (locale === "ar") return ar_billing_org_no_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_org_no_plan(inputs)
	return en_billing_org_no_plan(inputs)
});