import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_See_The_PlansInputs */

const en_billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

const de_billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife ansehen`)
};

const ar_billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الخطط`)
};

const en_xa2_billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéé ţĥé þļáñš ·····]`)
};

/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Billing_See_The_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_see_the_plans = /** @type {((inputs?: Billing_See_The_PlansInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_See_The_PlansInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_see_the_plans(inputs)
	if (locale === "ar") return ar_billing_see_the_plans(inputs)
	if (locale === "en-XA") return en_xa2_billing_see_the_plans(inputs)
	return en_billing_see_the_plans(inputs)
});