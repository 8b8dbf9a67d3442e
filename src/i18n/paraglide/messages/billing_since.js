import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown> }} Billing_SinceInputs */

const en_billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since ${i?.start}`)
};

const de_billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seit ${i?.start}`)
};

const ar_billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`منذ ${i?.start}`)
};

const en_xa2_billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíñçé ${i?.start} ··]`)
};

/**
* | output |
* | --- |
* | "Since {start}" |
*
* @param {Billing_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_since = /** @type {((inputs: Billing_SinceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_SinceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_since(inputs)
	if (locale === "ar") return ar_billing_since(inputs)
	if (locale === "en-XA") return en_xa2_billing_since(inputs)
	return en_billing_since(inputs)
});