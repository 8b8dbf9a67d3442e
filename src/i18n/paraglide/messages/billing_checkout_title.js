import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Checkout_TitleInputs */

const en_billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

const de_billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kasse`)
};

const ar_billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدفع`)
};

const en_xa2_billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķóúţ ···]`)
};

/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Billing_Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_title = /** @type {((inputs?: Billing_Checkout_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Checkout_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_checkout_title(inputs)
	if (locale === "ar") return ar_billing_checkout_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_checkout_title(inputs)
	return en_billing_checkout_title(inputs)
});