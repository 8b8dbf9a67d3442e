import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Feature_Usage_HistoryInputs */

const en_pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage history`)
};

const de_pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsverlauf`)
};

const ar_pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجل الاستخدام`)
};

const en_xa2_pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšáĝé ĥíšţóŕý ·····]`)
};

/**
* | output |
* | --- |
* | "Usage history" |
*
* @param {Pricing_Feature_Usage_HistoryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_feature_usage_history = /** @type {((inputs?: Pricing_Feature_Usage_HistoryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Feature_Usage_HistoryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_feature_usage_history(inputs)
	if (locale === "ar") return ar_pricing_feature_usage_history(inputs)
	if (locale === "en-XA") return en_xa2_pricing_feature_usage_history(inputs)
	return en_pricing_feature_usage_history(inputs)
});