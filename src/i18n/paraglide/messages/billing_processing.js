import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_ProcessingInputs */

const en_billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing your payment`)
};

const de_billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung wird verarbeitet`)
};

const ar_billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ معالجة دفعتك`)
};

const en_xa2_billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóçéššíñĝ ýóúŕ þáýɱéñţ ·········]`)
};

/**
* | output |
* | --- |
* | "Processing your payment" |
*
* @param {Billing_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_processing = /** @type {((inputs?: Billing_ProcessingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ProcessingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_processing(inputs)
	if (locale === "ar") return ar_billing_processing(inputs)
	if (locale === "en-XA") return en_xa2_billing_processing(inputs)
	return en_billing_processing(inputs)
});