import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Starter_Feature_KeysInputs */

const en_pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 API keys`)
};

const de_pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 API-Schlüssel`)
};

const ar_pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 مفاتيح API`)
};

const en_xa2_pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[3 ÁÞÍ ķéýš ····]`)
};

/**
* | output |
* | --- |
* | "3 API keys" |
*
* @param {Pricing_Starter_Feature_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_feature_keys = /** @type {((inputs?: Pricing_Starter_Feature_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_Feature_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_starter_feature_keys(inputs)
	if (locale === "ar") return ar_pricing_starter_feature_keys(inputs)
	if (locale === "en-XA") return en_xa2_pricing_starter_feature_keys(inputs)
	return en_pricing_starter_feature_keys(inputs)
});