import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_Past_DueInputs */

const en_billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past due`)
};

const de_billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überfällig`)
};

const ar_billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأخر السداد`)
};

const en_xa2_billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţ ðúé ···]`)
};

/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Billing_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_past_due = /** @type {((inputs?: Billing_Status_Past_DueInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_Past_DueInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_past_due(inputs)
	if (locale === "ar") return ar_billing_status_past_due(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_past_due(inputs)
	return en_billing_status_past_due(inputs)
});