import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Payment_SuccessfulInputs */

const en_billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment successful`)
};

const de_billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfolgreich`)
};

const ar_billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم الدفع بنجاح`)
};

const en_xa2_billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ šúççéššƒúļ ·······]`)
};

/**
* | output |
* | --- |
* | "Payment successful" |
*
* @param {Billing_Payment_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_payment_successful = /** @type {((inputs?: Billing_Payment_SuccessfulInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_SuccessfulInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_payment_successful(inputs)
	if (locale === "ar") return ar_billing_payment_successful(inputs)
	if (locale === "en-XA") return en_xa2_billing_payment_successful(inputs)
	return en_billing_payment_successful(inputs)
});