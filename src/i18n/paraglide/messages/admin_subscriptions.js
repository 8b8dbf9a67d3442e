import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SubscriptionsInputs */

const en_admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

const de_admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

const ar_admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

const en_xa2_admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Admin_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscriptions = /** @type {((inputs?: Admin_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_subscriptions(inputs)
	if (locale === "ar") return ar_admin_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_admin_subscriptions(inputs)
	return en_admin_subscriptions(inputs)
});