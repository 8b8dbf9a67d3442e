import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_CancelledInputs */

const en_billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const de_billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekündigt`)
};

const ar_billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملغى`)
};

const en_xa2_billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļļéð ····]`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_cancelled = /** @type {((inputs?: Billing_Status_CancelledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_CancelledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_cancelled(inputs)
	if (locale === "ar") return ar_billing_status_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_cancelled(inputs)
	return en_billing_status_cancelled(inputs)
});