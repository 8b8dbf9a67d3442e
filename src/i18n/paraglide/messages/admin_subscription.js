import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SubscriptionInputs */

const en_admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

const de_admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const ar_admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراك`)
};

const en_xa2_admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ ·····]`)
};

/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Admin_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscription = /** @type {((inputs?: Admin_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_subscription(inputs)
	if (locale === "ar") return ar_admin_subscription(inputs)
	if (locale === "en-XA") return en_xa2_admin_subscription(inputs)
	return en_admin_subscription(inputs)
});