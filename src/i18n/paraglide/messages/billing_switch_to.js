import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Switch_ToInputs */

const en_billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.plan}`)
};

const de_billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu ${i?.plan} wechseln`)
};

const ar_billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`التبديل إلى ${i?.plan}`)
};

const en_xa2_billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ${i?.plan} ····]`)
};

/**
* | output |
* | --- |
* | "Switch to {plan}" |
*
* @param {Billing_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_switch_to = /** @type {((inputs: Billing_Switch_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Switch_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_switch_to(inputs)
	if (locale === "ar") return ar_billing_switch_to(inputs)
	if (locale === "en-XA") return en_xa2_billing_switch_to(inputs)
	return en_billing_switch_to(inputs)
});