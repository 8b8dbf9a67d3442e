import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Calls_This_PeriodInputs */

const en_billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls this period`)
};

const de_billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe in diesem Zeitraum`)
};

const ar_billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API في هذه الفترة`)
};

const en_xa2_billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš ţĥíš þéŕíóð ········]`)
};

/**
* | output |
* | --- |
* | "API calls this period" |
*
* @param {Billing_Calls_This_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_calls_this_period = /** @type {((inputs?: Billing_Calls_This_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Calls_This_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_calls_this_period(inputs)
	if (locale === "ar") return ar_billing_calls_this_period(inputs)
	if (locale === "en-XA") return en_xa2_billing_calls_this_period(inputs)
	return en_billing_calls_this_period(inputs)
});