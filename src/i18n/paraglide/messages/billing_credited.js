import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, reason: NonNullable<unknown> }} Billing_CreditedInputs */

const en_billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} was credited for ${i?.reason}.`)
};

const de_billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} wurden gutgeschrieben für ${i?.reason}.`)
};

const ar_billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُضيف ${i?.amount} رصيدًا عن ${i?.reason}.`)
};

const en_xa2_billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} ŵáš çŕéðíţéð ƒóŕ ${i?.reason}. ········]`)
};

/**
* | output |
* | --- |
* | "{amount} was credited for {reason}." |
*
* @param {Billing_CreditedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_credited = /** @type {((inputs: Billing_CreditedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_CreditedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_credited(inputs)
	if (locale === "ar") return ar_billing_credited(inputs)
	if (locale === "en-XA") return en_xa2_billing_credited(inputs)
	return en_billing_credited(inputs)
});