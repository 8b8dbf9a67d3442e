import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Reading_PlanInputs */

const en_billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the plan…`)
};

const de_billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif wird gelesen …`)
};

const ar_billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ قراءة الخطة…`)
};

const en_xa2_billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţĥé þļáñ… ·······]`)
};

/**
* | output |
* | --- |
* | "Reading the plan…" |
*
* @param {Billing_Reading_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_reading_plan = /** @type {((inputs?: Billing_Reading_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Reading_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_reading_plan(inputs)
	if (locale === "ar") return ar_billing_reading_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_reading_plan(inputs)
	return en_billing_reading_plan(inputs)
});