import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Calls_UsedInputs */

const en_billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls used this period`)
};

const de_billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diesem Zeitraum verbrauchte API-Aufrufe`)
};

const ar_billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API المستخدمة في هذه الفترة`)
};

const en_xa2_billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš úšéð ţĥíš þéŕíóð ··········]`)
};

/**
* | output |
* | --- |
* | "API calls used this period" |
*
* @param {Billing_Calls_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_calls_used = /** @type {((inputs?: Billing_Calls_UsedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Calls_UsedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_calls_used(inputs)
	if (locale === "ar") return ar_billing_calls_used(inputs)
	if (locale === "en-XA") return en_xa2_billing_calls_used(inputs)
	return en_billing_calls_used(inputs)
});