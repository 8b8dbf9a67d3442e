import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Discount_LabelInputs */

const en_pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code`)
};

const de_pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabattcode`)
};

const ar_pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز الخصم`)
};

const en_xa2_pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšçóúñţ çóðé ·····]`)
};

/**
* | output |
* | --- |
* | "Discount code" |
*
* @param {Pricing_Discount_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_discount_label = /** @type {((inputs?: Pricing_Discount_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Discount_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_discount_label(inputs)
	if (locale === "ar") return ar_pricing_discount_label(inputs)
	if (locale === "en-XA") return en_xa2_pricing_discount_label(inputs)
	return en_pricing_discount_label(inputs)
});