import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_PriceInputs */

const en_pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const de_pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

const ar_pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السعر`)
};

const en_xa2_pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ··]`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Pricing_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_price = /** @type {((inputs?: Pricing_PriceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PriceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_price(inputs)
	if (locale === "ar") return ar_pricing_price(inputs)
	if (locale === "en-XA") return en_xa2_pricing_price(inputs)
	return en_pricing_price(inputs)
});