import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ current: NonNullable<unknown>, currentPrice: NonNullable<unknown>, target: NonNullable<unknown>, targetPrice: NonNullable<unknown> }} Billing_Change_SummaryInputs */

const en_billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.current} at ${i?.currentPrice} to ${i?.target} at ${i?.targetPrice}.`)
};

const de_billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.current} für ${i?.currentPrice} zu ${i?.target} für ${i?.targetPrice}.`)
};

const ar_billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.current} بسعر ${i?.currentPrice} إلى ${i?.target} بسعر ${i?.targetPrice}.`)
};

const en_xa2_billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ${i?.current} áţ ${i?.currentPrice} ţó ${i?.target} áţ ${i?.targetPrice}. ·······]`)
};

/**
* | output |
* | --- |
* | "From {current} at {currentPrice} to {target} at {targetPrice}." |
*
* @param {Billing_Change_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_summary = /** @type {((inputs: Billing_Change_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_change_summary(inputs)
	if (locale === "ar") return ar_billing_change_summary(inputs)
	if (locale === "en-XA") return en_xa2_billing_change_summary(inputs)
	return en_billing_change_summary(inputs)
});