import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_RenewsInputs */

const en_billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} renews as before.`)
};

const de_billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} verlängert sich wie bisher.`)
};

const ar_billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تتجدد ${i?.plan} كما كانت.`)
};

const en_xa2_billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} ŕéñéŵš áš ƀéƒóŕé. ·······]`)
};

/**
* | output |
* | --- |
* | "{plan} renews as before." |
*
* @param {Billing_RenewsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_renews = /** @type {((inputs: Billing_RenewsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_RenewsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_renews(inputs)
	if (locale === "ar") return ar_billing_renews(inputs)
	if (locale === "en-XA") return en_xa2_billing_renews(inputs)
	return en_billing_renews(inputs)
});