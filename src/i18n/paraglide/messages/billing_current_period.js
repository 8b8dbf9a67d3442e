import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Current_PeriodInputs */

const en_billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current period`)
};

const de_billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufender Zeitraum`)
};

const ar_billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفترة الحالية`)
};

const en_xa2_billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñţ þéŕíóð ······]`)
};

/**
* | output |
* | --- |
* | "Current period" |
*
* @param {Billing_Current_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_current_period = /** @type {((inputs?: Billing_Current_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Current_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_current_period(inputs)
	if (locale === "ar") return ar_billing_current_period(inputs)
	if (locale === "en-XA") return en_xa2_billing_current_period(inputs)
	return en_billing_current_period(inputs)
});