import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_No_SubscriptionsInputs */

const en_billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no subscriptions yet`)
};

const de_billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben noch keine Abonnements`)
};

const ar_billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لديك اشتراكات بعد`)
};

const en_xa2_billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñó šúƀšçŕíþţíóñš ýéţ ············]`)
};

/**
* | output |
* | --- |
* | "You have no subscriptions yet" |
*
* @param {Billing_No_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_subscriptions = /** @type {((inputs?: Billing_No_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_no_subscriptions(inputs)
	if (locale === "ar") return ar_billing_no_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_billing_no_subscriptions(inputs)
	return en_billing_no_subscriptions(inputs)
});