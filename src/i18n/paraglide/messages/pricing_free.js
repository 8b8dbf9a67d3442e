import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_FreeInputs */

const en_pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const de_pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos`)
};

const ar_pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجانًا`)
};

const en_xa2_pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ··]`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Pricing_FreeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_free = /** @type {((inputs?: Pricing_FreeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_FreeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_free(inputs)
	if (locale === "ar") return ar_pricing_free(inputs)
	if (locale === "en-XA") return en_xa2_pricing_free(inputs)
	return en_pricing_free(inputs)
});