import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Cancel_SubscriptionInputs */

const en_billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel subscription`)
};

const de_billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement kündigen`)
};

const ar_billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الاشتراك`)
};

const en_xa2_billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ šúƀšçŕíþţíóñ ········]`)
};

/**
* | output |
* | --- |
* | "Cancel subscription" |
*
* @param {Billing_Cancel_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_subscription = /** @type {((inputs?: Billing_Cancel_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_cancel_subscription(inputs)
	if (locale === "ar") return ar_billing_cancel_subscription(inputs)
	if (locale === "en-XA") return en_xa2_billing_cancel_subscription(inputs)
	return en_billing_cancel_subscription(inputs)
});