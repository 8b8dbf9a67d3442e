import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_To_MonthlyInputs */

const en_billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to monthly billing with ${i?.plan}?`)
};

const de_billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit ${i?.plan} zur monatlichen Abrechnung wechseln?`)
};

const ar_billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد التبديل إلى الفوترة الشهرية مع ${i?.plan}؟`)
};

const en_xa2_billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ɱóñţĥļý ƀíļļíñĝ ŵíţĥ ${i?.plan}? ·············]`)
};

/**
* | output |
* | --- |
* | "Switch to monthly billing with {plan}?" |
*
* @param {Billing_Change_To_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_to_monthly = /** @type {((inputs: Billing_Change_To_MonthlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_To_MonthlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_change_to_monthly(inputs)
	if (locale === "ar") return ar_billing_change_to_monthly(inputs)
	if (locale === "en-XA") return en_xa2_billing_change_to_monthly(inputs)
	return en_billing_change_to_monthly(inputs)
});