import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Billing_PeriodInputs */

const en_billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

const de_billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

const ar_billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

const en_xa2_billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.start} – ${i?.end} ·]`)
};

/**
* | output |
* | --- |
* | "{start} – {end}" |
*
* @param {Billing_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_period = /** @type {((inputs: Billing_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_period(inputs)
	if (locale === "ar") return ar_billing_period(inputs)
	if (locale === "en-XA") return en_xa2_billing_period(inputs)
	return en_billing_period(inputs)
});