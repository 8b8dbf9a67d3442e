import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Checkout_Not_FoundInputs */

const en_billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout not found`)
};

const de_billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlvorgang nicht gefunden`)
};

const ar_billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على عملية الدفع`)
};

const en_xa2_billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķóúţ ñóţ ƒóúñð ·······]`)
};

/**
* | output |
* | --- |
* | "Checkout not found" |
*
* @param {Billing_Checkout_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_not_found = /** @type {((inputs?: Billing_Checkout_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Checkout_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_checkout_not_found(inputs)
	if (locale === "ar") return ar_billing_checkout_not_found(inputs)
	if (locale === "en-XA") return en_xa2_billing_checkout_not_found(inputs)
	return en_billing_checkout_not_found(inputs)
});