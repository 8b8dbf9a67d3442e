import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_SubscriptionsInputs */

const en_admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscriptions match.`)
};

const de_admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Abonnements.`)
};

const ar_admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد اشتراكات مطابقة.`)
};

const en_xa2_admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šúƀšçŕíþţíóñš ɱáţçĥ. ·········]`)
};

/**
* | output |
* | --- |
* | "No subscriptions match." |
*
* @param {Admin_No_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_subscriptions = /** @type {((inputs?: Admin_No_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_no_subscriptions(inputs)
	if (locale === "ar") return ar_admin_no_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_admin_no_subscriptions(inputs)
	return en_admin_no_subscriptions(inputs)
});