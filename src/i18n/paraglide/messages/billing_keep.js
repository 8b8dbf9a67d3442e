import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_KeepInputs */

const en_billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep ${i?.plan}`)
};

const de_billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} behalten`)
};

const ar_billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإبقاء على ${i?.plan}`)
};

const en_xa2_billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ķééþ ${i?.plan} ··]`)
};

/**
* | output |
* | --- |
* | "Keep {plan}" |
*
* @param {Billing_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_keep = /** @type {((inputs: Billing_KeepInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_KeepInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_keep(inputs)
	if (locale === "ar") return ar_billing_keep(inputs)
	if (locale === "en-XA") return en_xa2_billing_keep(inputs)
	return en_billing_keep(inputs)
});