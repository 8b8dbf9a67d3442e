import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Ends_Period_EndInputs */

const en_billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends at the end of the current period`)
};

const de_billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endet mit dem laufenden Zeitraum`)
};

const ar_billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينتهي بنهاية الفترة الحالية`)
};

const en_xa2_billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñðš áţ ţĥé éñð óƒ ţĥé çúŕŕéñţ þéŕíóð ···············]`)
};

/**
* | output |
* | --- |
* | "Ends at the end of the current period" |
*
* @param {Billing_Ends_Period_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_ends_period_end = /** @type {((inputs?: Billing_Ends_Period_EndInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Ends_Period_EndInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_ends_period_end(inputs)
	if (locale === "ar") return ar_billing_ends_period_end(inputs)
	if (locale === "en-XA") return en_xa2_billing_ends_period_end(inputs)
	return en_billing_ends_period_end(inputs)
});