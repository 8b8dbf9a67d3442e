import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_CompareInputs */

const en_pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare the plans`)
};

const de_pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife im Vergleich`)
};

const ar_pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قارن بين الخطط`)
};

const en_xa2_pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáŕé ţĥé þļáñš ·······]`)
};

/**
* | output |
* | --- |
* | "Compare the plans" |
*
* @param {Pricing_CompareInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_compare = /** @type {((inputs?: Pricing_CompareInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_CompareInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_compare(inputs)
	if (locale === "ar") return ar_pricing_compare(inputs)
	if (locale === "en-XA") return en_xa2_pricing_compare(inputs)
	return en_pricing_compare(inputs)
});