import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_No_PlanInputs */

const en_billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no plan yet.`)
};

const de_billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben noch keinen Tarif.`)
};

const ar_billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لديك خطة بعد.`)
};

const en_xa2_billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñó þļáñ ýéţ. ········]`)
};

/**
* | output |
* | --- |
* | "You have no plan yet." |
*
* @param {Billing_No_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_plan = /** @type {((inputs?: Billing_No_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_no_plan(inputs)
	if (locale === "ar") return ar_billing_no_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_no_plan(inputs)
	return en_billing_no_plan(inputs)
});