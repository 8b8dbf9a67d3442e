import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_SubscriptionsInputs */

const en_dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

const de_dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

const ar_dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

const en_xa2_dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Dashboard_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_subscriptions = /** @type {((inputs?: Dashboard_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_subscriptions(inputs)
	if (locale === "ar") return ar_dashboard_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_subscriptions(inputs)
	return en_dashboard_subscriptions(inputs)
});