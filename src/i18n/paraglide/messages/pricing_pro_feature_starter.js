import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pro_Feature_StarterInputs */

const en_pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Starter`)
};

const de_pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Starter`)
};

const ar_pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما في Starter`)
};

const en_xa2_pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýţĥíñĝ íñ Šţáŕţéŕ ········]`)
};

/**
* | output |
* | --- |
* | "Everything in Starter" |
*
* @param {Pricing_Pro_Feature_StarterInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_feature_starter = /** @type {((inputs?: Pricing_Pro_Feature_StarterInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Feature_StarterInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_pro_feature_starter(inputs)
	if (locale === "ar") return ar_pricing_pro_feature_starter(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pro_feature_starter(inputs)
	return en_pricing_pro_feature_starter(inputs)
});