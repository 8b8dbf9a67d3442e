import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Active_SubscriptionsInputs */

const en_admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active subscriptions`)
};

const de_admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Abonnements`)
};

const ar_admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات النشطة`)
};

const en_xa2_admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé šúƀšçŕíþţíóñš ········]`)
};

/**
* | output |
* | --- |
* | "Active subscriptions" |
*
* @param {Admin_Active_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_active_subscriptions = /** @type {((inputs?: Admin_Active_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Active_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_active_subscriptions(inputs)
	if (locale === "ar") return ar_admin_active_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_admin_active_subscriptions(inputs)
	return en_admin_active_subscriptions(inputs)
});