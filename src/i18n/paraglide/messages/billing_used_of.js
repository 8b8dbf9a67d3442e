import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, allowed: NonNullable<unknown> }} Billing_Used_OfInputs */

const en_billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.allowed}`)
};

const de_billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von ${i?.allowed}`)
};

const ar_billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} من ${i?.allowed}`)
};

const en_xa2_billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.used} óƒ ${i?.allowed} ··]`)
};

/**
* | output |
* | --- |
* | "{used} of {allowed}" |
*
* @param {Billing_Used_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_used_of = /** @type {((inputs: Billing_Used_OfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Used_OfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_used_of(inputs)
	if (locale === "ar") return ar_billing_used_of(inputs)
	if (locale === "en-XA") return en_xa2_billing_used_of(inputs)
	return en_billing_used_of(inputs)
});