import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_Active_SubscriptionsInputs */

const en_admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active subscriptions.`)
};

const de_admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine aktiven Abonnements.`)
};

const ar_admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد اشتراكات نشطة.`)
};

const en_xa2_admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áçţíṽé šúƀšçŕíþţíóñš. ··········]`)
};

/**
* | output |
* | --- |
* | "No active subscriptions." |
*
* @param {Admin_No_Active_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_active_subscriptions = /** @type {((inputs?: Admin_No_Active_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_Active_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_no_active_subscriptions(inputs)
	if (locale === "ar") return ar_admin_no_active_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_admin_no_active_subscriptions(inputs)
	return en_admin_no_active_subscriptions(inputs)
});