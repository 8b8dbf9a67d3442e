import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Manage_SubscriptionInputs */

const en_billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage the subscription`)
};

const de_billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement verwalten`)
};

const ar_billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الاشتراك`)
};

const en_xa2_billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ţĥé šúƀšçŕíþţíóñ ·········]`)
};

/**
* | output |
* | --- |
* | "Manage the subscription" |
*
* @param {Billing_Manage_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_manage_subscription = /** @type {((inputs?: Billing_Manage_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Manage_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_manage_subscription(inputs)
	if (locale === "ar") return ar_billing_manage_subscription(inputs)
	if (locale === "en-XA") return en_xa2_billing_manage_subscription(inputs)
	return en_billing_manage_subscription(inputs)
});