import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_TrialingInputs */

const en_billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trial`)
};

const de_billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase`)
};

const ar_billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجربة`)
};

const en_xa2_billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕíáļ ··]`)
};

/**
* | output |
* | --- |
* | "Trial" |
*
* @param {Billing_Status_TrialingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_trialing = /** @type {((inputs?: Billing_Status_TrialingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_TrialingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_trialing(inputs)
	if (locale === "ar") return ar_billing_status_trialing(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_trialing(inputs)
	return en_billing_status_trialing(inputs)
});