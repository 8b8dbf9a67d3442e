import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Not_IncludedInputs */

const en_pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not included`)
};

const de_pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht enthalten`)
};

const ar_pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مشمول`)
};

const en_xa2_pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ íñçļúðéð ·····]`)
};

/**
* | output |
* | --- |
* | "Not included" |
*
* @param {Pricing_Not_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_not_included = /** @type {((inputs?: Pricing_Not_IncludedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Not_IncludedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_not_included(inputs)
	if (locale === "ar") return ar_pricing_not_included(inputs)
	if (locale === "en-XA") return en_xa2_pricing_not_included(inputs)
	return en_pricing_not_included(inputs)
});