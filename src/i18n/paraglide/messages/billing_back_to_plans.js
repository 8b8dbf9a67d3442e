import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Back_To_PlansInputs */

const en_billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the plans`)
};

const de_billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den Tarifen`)
};

const ar_billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى الخطط`)
};

const en_xa2_billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ţĥé þļáñš ·······]`)
};

/**
* | output |
* | --- |
* | "Back to the plans" |
*
* @param {Billing_Back_To_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_back_to_plans = /** @type {((inputs?: Billing_Back_To_PlansInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Back_To_PlansInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_back_to_plans(inputs)
	if (locale === "ar") return ar_billing_back_to_plans(inputs)
	if (locale === "en-XA") return en_xa2_billing_back_to_plans(inputs)
	return en_billing_back_to_plans(inputs)
});