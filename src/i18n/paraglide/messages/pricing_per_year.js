import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Per_YearInputs */

const en_pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / year`)
};

const de_pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / Jahr`)
};

const ar_pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / سنويًا`)
};

const en_xa2_pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} / ýéáŕ ···]`)
};

/**
* | output |
* | --- |
* | "{amount} / year" |
*
* @param {Pricing_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_per_year = /** @type {((inputs: Pricing_Per_YearInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Per_YearInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_per_year(inputs)
	if (locale === "ar") return ar_pricing_per_year(inputs)
	if (locale === "en-XA") return en_xa2_pricing_per_year(inputs)
	return en_pricing_per_year(inputs)
});