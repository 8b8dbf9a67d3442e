import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_ExpiredInputs */

const en_billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const de_billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

const ar_billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتهٍ`)
};

const en_xa2_billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ···]`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Billing_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_expired = /** @type {((inputs?: Billing_Status_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_expired(inputs)
	if (locale === "ar") return ar_billing_status_expired(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_expired(inputs)
	return en_billing_status_expired(inputs)
});