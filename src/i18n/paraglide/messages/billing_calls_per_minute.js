import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Calls_Per_MinuteInputs */

const en_billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls a minute, per key`)
};

const de_billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe pro Minute und Schlüssel`)
};

const ar_billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API في الدقيقة لكل مفتاح`)
};

const en_xa2_billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš á ɱíñúţé, þéŕ ķéý ···········]`)
};

/**
* | output |
* | --- |
* | "API calls a minute, per key" |
*
* @param {Billing_Calls_Per_MinuteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_calls_per_minute = /** @type {((inputs?: Billing_Calls_Per_MinuteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Calls_Per_MinuteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_calls_per_minute(inputs)
	if (locale === "ar") return ar_billing_calls_per_minute(inputs)
	if (locale === "en-XA") return en_xa2_billing_calls_per_minute(inputs)
	return en_billing_calls_per_minute(inputs)
});