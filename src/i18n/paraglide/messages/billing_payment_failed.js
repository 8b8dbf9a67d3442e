import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Payment_FailedInputs */

const en_billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

const de_billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung fehlgeschlagen`)
};

const ar_billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل الدفع`)
};

const en_xa2_billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ ƒáíļéð ······]`)
};

/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Billing_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_payment_failed = /** @type {((inputs?: Billing_Payment_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_payment_failed(inputs)
	if (locale === "ar") return ar_billing_payment_failed(inputs)
	if (locale === "en-XA") return en_xa2_billing_payment_failed(inputs)
	return en_billing_payment_failed(inputs)
});