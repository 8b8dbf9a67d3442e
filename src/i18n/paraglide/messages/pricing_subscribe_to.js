import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Pricing_Subscribe_ToInputs */

const en_pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscribe to ${i?.plan}`)
};

const de_pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} abonnieren`)
};

const ar_pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الاشتراك في ${i?.plan}`)
};

const en_xa2_pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀé ţó ${i?.plan} ·····]`)
};

/**
* | output |
* | --- |
* | "Subscribe to {plan}" |
*
* @param {Pricing_Subscribe_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_subscribe_to = /** @type {((inputs: Pricing_Subscribe_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Subscribe_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_subscribe_to(inputs)
	if (locale === "ar") return ar_pricing_subscribe_to(inputs)
	if (locale === "en-XA") return en_xa2_pricing_subscribe_to(inputs)
	return en_pricing_subscribe_to(inputs)
});