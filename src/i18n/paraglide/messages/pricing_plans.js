import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_PlansInputs */

const en_pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

const de_pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife`)
};

const ar_pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطط`)
};

const en_xa2_pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñš ··]`)
};

/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Pricing_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_plans = /** @type {((inputs?: Pricing_PlansInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PlansInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_plans(inputs)
	if (locale === "ar") return ar_pricing_plans(inputs)
	if (locale === "en-XA") return en_xa2_pricing_plans(inputs)
	return en_pricing_plans(inputs)
});