import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Switched_ToInputs */

const en_billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switched to ${i?.plan}`)
};

const de_billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu ${i?.plan} gewechselt`)
};

const ar_billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم التبديل إلى ${i?.plan}`)
};

const en_xa2_billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥéð ţó ${i?.plan} ·····]`)
};

/**
* | output |
* | --- |
* | "Switched to {plan}" |
*
* @param {Billing_Switched_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_switched_to = /** @type {((inputs: Billing_Switched_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Switched_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_switched_to(inputs)
	if (locale === "ar") return ar_billing_switched_to(inputs)
	if (locale === "en-XA") return en_xa2_billing_switched_to(inputs)
	return en_billing_switched_to(inputs)
});