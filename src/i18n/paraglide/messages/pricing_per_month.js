import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Per_MonthInputs */

const en_pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / month`)
};

const de_pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / Monat`)
};

const ar_pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / شهريًا`)
};

const en_xa2_pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} / ɱóñţĥ ···]`)
};

/**
* | output |
* | --- |
* | "{amount} / month" |
*
* @param {Pricing_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_per_month = /** @type {((inputs: Pricing_Per_MonthInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Per_MonthInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_per_month(inputs)
	if (locale === "ar") return ar_pricing_per_month(inputs)
	if (locale === "en-XA") return en_xa2_pricing_per_month(inputs)
	return en_pricing_per_month(inputs)
});