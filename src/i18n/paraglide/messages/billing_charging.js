import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Billing_ChargingInputs */

const en_billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is being charged for the rest of this period.`)
};

const de_billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} werden für den Rest dieses Zeitraums berechnet.`)
};

const ar_billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ احتساب ${i?.amount} مقابل بقية هذه الفترة.`)
};

const en_xa2_billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} íš ƀéíñĝ çĥáŕĝéð ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð. ··················]`)
};

/**
* | output |
* | --- |
* | "{amount} is being charged for the rest of this period." |
*
* @param {Billing_ChargingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_charging = /** @type {((inputs: Billing_ChargingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ChargingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_charging(inputs)
	if (locale === "ar") return ar_billing_charging(inputs)
	if (locale === "en-XA") return en_xa2_billing_charging(inputs)
	return en_billing_charging(inputs)
});