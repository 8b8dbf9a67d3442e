import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Billing_Until_DateInputs */

const en_billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (until ${i?.date})`)
};

const de_billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (bis ${i?.date})`)
};

const ar_billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (حتى ${i?.date})`)
};

const en_xa2_billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ (úñţíļ ${i?.date}) ····]`)
};

/**
* | output |
* | --- |
* | "(until {date})" |
*
* @param {Billing_Until_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_until_date = /** @type {((inputs: Billing_Until_DateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Until_DateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_until_date(inputs)
	if (locale === "ar") return ar_billing_until_date(inputs)
	if (locale === "en-XA") return en_xa2_billing_until_date(inputs)
	return en_billing_until_date(inputs)
});