import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Starter_Feature_SupportInputs */

const en_pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email support`)
};

const de_pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support per E-Mail`)
};

const ar_pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعم عبر البريد الإلكتروني`)
};

const en_xa2_pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ šúþþóŕţ ·····]`)
};

/**
* | output |
* | --- |
* | "Email support" |
*
* @param {Pricing_Starter_Feature_SupportInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_feature_support = /** @type {((inputs?: Pricing_Starter_Feature_SupportInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_Feature_SupportInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_starter_feature_support(inputs)
	if (locale === "ar") return ar_pricing_starter_feature_support(inputs)
	if (locale === "en-XA") return en_xa2_pricing_starter_feature_support(inputs)
	return en_pricing_starter_feature_support(inputs)
});