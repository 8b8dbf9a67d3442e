import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_IncludedInputs */

const en_pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

const de_pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthalten`)
};

const ar_pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشمول`)
};

const en_xa2_pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçļúðéð ···]`)
};

/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pricing_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_included = /** @type {((inputs?: Pricing_IncludedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_IncludedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_included(inputs)
	if (locale === "ar") return ar_pricing_included(inputs)
	if (locale === "en-XA") return en_xa2_pricing_included(inputs)
	return en_pricing_included(inputs)
});