import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Calls_IncludedInputs */

const en_pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls included a month`)
};

const de_pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inklusive API-Aufrufe pro Monat`)
};

const ar_pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API المشمولة شهريًا`)
};

const en_xa2_pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš íñçļúðéð á ɱóñţĥ ··········]`)
};

/**
* | output |
* | --- |
* | "API calls included a month" |
*
* @param {Pricing_Calls_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_calls_included = /** @type {((inputs?: Pricing_Calls_IncludedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Calls_IncludedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_calls_included(inputs)
	if (locale === "ar") return ar_pricing_calls_included(inputs)
	if (locale === "en-XA") return en_xa2_pricing_calls_included(inputs)
	return en_pricing_calls_included(inputs)
});