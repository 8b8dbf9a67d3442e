import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Opening_CheckoutInputs */

const en_billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening the checkout for ${i?.plan}…`)
};

const de_billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Kasse für ${i?.plan} wird geöffnet …`)
};

const ar_billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ فتح صفحة الدفع لـ ${i?.plan}…`)
};

const en_xa2_billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ţĥé çĥéçķóúţ ƒóŕ ${i?.plan}… ··········]`)
};

/**
* | output |
* | --- |
* | "Opening the checkout for {plan}…" |
*
* @param {Billing_Opening_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_opening_checkout = /** @type {((inputs: Billing_Opening_CheckoutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Opening_CheckoutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_opening_checkout(inputs)
	if (locale === "ar") return ar_billing_opening_checkout(inputs)
	if (locale === "en-XA") return en_xa2_billing_opening_checkout(inputs)
	return en_billing_opening_checkout(inputs)
});