import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Feature_Priority_SupportInputs */

const en_pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority support`)
};

const de_pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevorzugter Support`)
};

const ar_pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعم ذو أولوية`)
};

const en_xa2_pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíóŕíţý šúþþóŕţ ······]`)
};

/**
* | output |
* | --- |
* | "Priority support" |
*
* @param {Pricing_Feature_Priority_SupportInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_feature_priority_support = /** @type {((inputs?: Pricing_Feature_Priority_SupportInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Feature_Priority_SupportInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_feature_priority_support(inputs)
	if (locale === "ar") return ar_pricing_feature_priority_support(inputs)
	if (locale === "en-XA") return en_xa2_pricing_feature_priority_support(inputs)
	return en_pricing_feature_priority_support(inputs)
});