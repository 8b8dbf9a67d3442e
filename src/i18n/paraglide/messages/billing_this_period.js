import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Billing_This_PeriodInputs */

const en_billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This period: ${i?.start} to ${i?.end}`)
};

const de_billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieser Zeitraum: ${i?.start} bis ${i?.end}`)
};

const ar_billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هذه الفترة: من ${i?.start} إلى ${i?.end}`)
};

const en_xa2_billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þéŕíóð: ${i?.start} ţó ${i?.end} ·······]`)
};

/**
* | output |
* | --- |
* | "This period: {start} to {end}" |
*
* @param {Billing_This_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_this_period = /** @type {((inputs: Billing_This_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_This_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_this_period(inputs)
	if (locale === "ar") return ar_billing_this_period(inputs)
	if (locale === "en-XA") return en_xa2_billing_this_period(inputs)
	return en_billing_this_period(inputs)
});