import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Billing_ChargedInputs */

const en_billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} was charged for the rest of this period.`)
};

const de_billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} wurden für den Rest dieses Zeitraums berechnet.`)
};

const ar_billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُسب ${i?.amount} مقابل بقية هذه الفترة.`)
};

const en_xa2_billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} ŵáš çĥáŕĝéð ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð. ················]`)
};

/**
* | output |
* | --- |
* | "{amount} was charged for the rest of this period." |
*
* @param {Billing_ChargedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_charged = /** @type {((inputs: Billing_ChargedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ChargedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_charged(inputs)
	if (locale === "ar") return ar_billing_charged(inputs)
	if (locale === "en-XA") return en_xa2_billing_charged(inputs)
	return en_billing_charged(inputs)
});