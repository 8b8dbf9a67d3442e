import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_View_SubscriptionsInputs */

const en_billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View subscriptions`)
};

const de_billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements ansehen`)
};

const ar_billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الاشتراكات`)
};

const en_xa2_billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵ šúƀšçŕíþţíóñš ·······]`)
};

/**
* | output |
* | --- |
* | "View subscriptions" |
*
* @param {Billing_View_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_view_subscriptions = /** @type {((inputs?: Billing_View_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_View_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_view_subscriptions(inputs)
	if (locale === "ar") return ar_billing_view_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_billing_view_subscriptions(inputs)
	return en_billing_view_subscriptions(inputs)
});