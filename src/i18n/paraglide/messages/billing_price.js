import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_PriceInputs */

const en_billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const de_billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

const ar_billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السعر`)
};

const en_xa2_billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ··]`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Billing_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_price = /** @type {((inputs?: Billing_PriceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PriceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_price(inputs)
	if (locale === "ar") return ar_billing_price(inputs)
	if (locale === "en-XA") return en_xa2_billing_price(inputs)
	return en_billing_price(inputs)
});