import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_PendingInputs */

const en_billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const de_billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehend`)
};

const ar_billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد الانتظار`)
};

const en_xa2_billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ ···]`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Billing_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_pending = /** @type {((inputs?: Billing_Status_PendingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_PendingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_pending(inputs)
	if (locale === "ar") return ar_billing_status_pending(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_pending(inputs)
	return en_billing_status_pending(inputs)
});