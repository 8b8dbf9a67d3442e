import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_The_Period_EndInputs */

const en_billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the end of the current period`)
};

const de_billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zum Ende des laufenden Zeitraums`)
};

const ar_billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نهاية الفترة الحالية`)
};

const en_xa2_billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé éñð óƒ ţĥé çúŕŕéñţ þéŕíóð ············]`)
};

/**
* | output |
* | --- |
* | "the end of the current period" |
*
* @param {Billing_The_Period_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_the_period_end = /** @type {((inputs?: Billing_The_Period_EndInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_The_Period_EndInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_the_period_end(inputs)
	if (locale === "ar") return ar_billing_the_period_end(inputs)
	if (locale === "en-XA") return en_xa2_billing_the_period_end(inputs)
	return en_billing_the_period_end(inputs)
});