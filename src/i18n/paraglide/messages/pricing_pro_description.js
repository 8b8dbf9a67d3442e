import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pro_DescriptionInputs */

const en_pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a product in production.`)
};

const de_pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für ein Produkt im Betrieb.`)
};

const ar_pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لمنتج قيد التشغيل الفعلي.`)
};

const en_xa2_pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ á þŕóðúçţ íñ þŕóðúçţíóñ. ···········]`)
};

/**
* | output |
* | --- |
* | "For a product in production." |
*
* @param {Pricing_Pro_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_description = /** @type {((inputs?: Pricing_Pro_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_pro_description(inputs)
	if (locale === "ar") return ar_pricing_pro_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pro_description(inputs)
	return en_pricing_pro_description(inputs)
});