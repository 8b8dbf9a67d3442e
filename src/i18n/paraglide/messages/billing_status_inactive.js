import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_InactiveInputs */

const en_billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paused`)
};

const de_billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausiert`)
};

const ar_billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متوقف مؤقتًا`)
};

const en_xa2_billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáúšéð ··]`)
};

/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Billing_Status_InactiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_inactive = /** @type {((inputs?: Billing_Status_InactiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_InactiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_inactive(inputs)
	if (locale === "ar") return ar_billing_status_inactive(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_inactive(inputs)
	return en_billing_status_inactive(inputs)
});