import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pro_Yearly_DescriptionInputs */

const en_pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro, paid once a year: two months free.`)
};

const de_pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro, einmal im Jahr bezahlt: zwei Monate gratis.`)
};

const ar_pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro بدفعة واحدة سنويًا: شهران مجانًا.`)
};

const en_xa2_pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕó, þáíð óñçé á ýéáŕ: ţŵó ɱóñţĥš ƒŕéé. ················]`)
};

/**
* | output |
* | --- |
* | "Pro, paid once a year: two months free." |
*
* @param {Pricing_Pro_Yearly_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_yearly_description = /** @type {((inputs?: Pricing_Pro_Yearly_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Yearly_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_pro_yearly_description(inputs)
	if (locale === "ar") return ar_pricing_pro_yearly_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pro_yearly_description(inputs)
	return en_pricing_pro_yearly_description(inputs)
});