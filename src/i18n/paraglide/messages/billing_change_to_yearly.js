import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_To_YearlyInputs */

const en_billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to yearly billing with ${i?.plan}?`)
};

const de_billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit ${i?.plan} zur jährlichen Abrechnung wechseln?`)
};

const ar_billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد التبديل إلى الفوترة السنوية مع ${i?.plan}؟`)
};

const en_xa2_billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ýéáŕļý ƀíļļíñĝ ŵíţĥ ${i?.plan}? ············]`)
};

/**
* | output |
* | --- |
* | "Switch to yearly billing with {plan}?" |
*
* @param {Billing_Change_To_YearlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_to_yearly = /** @type {((inputs: Billing_Change_To_YearlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_To_YearlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_change_to_yearly(inputs)
	if (locale === "ar") return ar_billing_change_to_yearly(inputs)
	if (locale === "en-XA") return en_xa2_billing_change_to_yearly(inputs)
	return en_billing_change_to_yearly(inputs)
});