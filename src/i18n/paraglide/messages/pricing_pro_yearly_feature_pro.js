import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pro_Yearly_Feature_ProInputs */

const en_pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Pro`)
};

const de_pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Pro`)
};

const ar_pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما في Pro`)
};

const en_xa2_pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýţĥíñĝ íñ Þŕó ·······]`)
};

/**
* | output |
* | --- |
* | "Everything in Pro" |
*
* @param {Pricing_Pro_Yearly_Feature_ProInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_yearly_feature_pro = /** @type {((inputs?: Pricing_Pro_Yearly_Feature_ProInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Yearly_Feature_ProInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_pro_yearly_feature_pro(inputs)
	if (locale === "ar") return ar_pricing_pro_yearly_feature_pro(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pro_yearly_feature_pro(inputs)
	return en_pricing_pro_yearly_feature_pro(inputs)
});