import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Subscribed_ToInputs */

const en_billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are now subscribed to ${i?.plan} at ${i?.price}.`)
};

const de_billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben jetzt ${i?.plan} für ${i?.price} abonniert.`)
};

const ar_billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت الآن مشترك في ${i?.plan} بسعر ${i?.price}.`)
};

const en_xa2_billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóŵ šúƀšçŕíƀéð ţó ${i?.plan} áţ ${i?.price}. ············]`)
};

/**
* | output |
* | --- |
* | "You are now subscribed to {plan} at {price}." |
*
* @param {Billing_Subscribed_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_subscribed_to = /** @type {((inputs: Billing_Subscribed_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Subscribed_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_subscribed_to(inputs)
	if (locale === "ar") return ar_billing_subscribed_to(inputs)
	if (locale === "en-XA") return en_xa2_billing_subscribed_to(inputs)
	return en_billing_subscribed_to(inputs)
});