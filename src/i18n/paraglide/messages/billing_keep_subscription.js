import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Keep_SubscriptionInputs */

const en_billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep subscription`)
};

const de_billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement behalten`)
};

const ar_billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبقاء على الاشتراك`)
};

const en_xa2_billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ šúƀšçŕíþţíóñ ·······]`)
};

/**
* | output |
* | --- |
* | "Keep subscription" |
*
* @param {Billing_Keep_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_keep_subscription = /** @type {((inputs?: Billing_Keep_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Keep_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_keep_subscription(inputs)
	if (locale === "ar") return ar_billing_keep_subscription(inputs)
	if (locale === "en-XA") return en_xa2_billing_keep_subscription(inputs)
	return en_billing_keep_subscription(inputs)
});