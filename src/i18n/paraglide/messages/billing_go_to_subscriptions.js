import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Go_To_SubscriptionsInputs */

const en_billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your subscriptions`)
};

const de_billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihren Abonnements`)
};

const ar_billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الانتقال إلى اشتراكاتك`)
};

const en_xa2_billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó ýóúŕ šúƀšçŕíþţíóñš ··········]`)
};

/**
* | output |
* | --- |
* | "Go to your subscriptions" |
*
* @param {Billing_Go_To_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_go_to_subscriptions = /** @type {((inputs?: Billing_Go_To_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Go_To_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_go_to_subscriptions(inputs)
	if (locale === "ar") return ar_billing_go_to_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_billing_go_to_subscriptions(inputs)
	return en_billing_go_to_subscriptions(inputs)
});