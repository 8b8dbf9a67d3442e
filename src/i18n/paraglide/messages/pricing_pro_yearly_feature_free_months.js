import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pro_Yearly_Feature_Free_MonthsInputs */

const en_pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two months free`)
};

const de_pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei Monate gratis`)
};

const ar_pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شهران مجانًا`)
};

const en_xa2_pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó ɱóñţĥš ƒŕéé ······]`)
};

/**
* | output |
* | --- |
* | "Two months free" |
*
* @param {Pricing_Pro_Yearly_Feature_Free_MonthsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_yearly_feature_free_months = /** @type {((inputs?: Pricing_Pro_Yearly_Feature_Free_MonthsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Yearly_Feature_Free_MonthsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_pro_yearly_feature_free_months(inputs)
	if (locale === "ar") return ar_pricing_pro_yearly_feature_free_months(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pro_yearly_feature_free_months(inputs)
	return en_pricing_pro_yearly_feature_free_months(inputs)
});