import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Starter_Feature_RateInputs */

const en_pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`600 API calls a minute`)
};

const de_pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`600 API-Aufrufe pro Minute`)
};

const ar_pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`600 طلب API في الدقيقة`)
};

const en_xa2_pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[600 ÁÞÍ çáļļš á ɱíñúţé ·········]`)
};

/**
* | output |
* | --- |
* | "600 API calls a minute" |
*
* @param {Pricing_Starter_Feature_RateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_feature_rate = /** @type {((inputs?: Pricing_Starter_Feature_RateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_Feature_RateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_starter_feature_rate(inputs)
	if (locale === "ar") return ar_pricing_starter_feature_rate(inputs)
	if (locale === "en-XA") return en_xa2_pricing_starter_feature_rate(inputs)
	return en_pricing_starter_feature_rate(inputs)
});