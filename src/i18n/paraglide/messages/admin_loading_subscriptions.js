import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Loading_SubscriptionsInputs */

const en_admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the subscriptions…`)
};

const de_admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements werden geladen…`)
};

const ar_admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الاشتراكات…`)
};

const en_xa2_admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé šúƀšçŕíþţíóñš… ··········]`)
};

/**
* | output |
* | --- |
* | "Loading the subscriptions…" |
*
* @param {Admin_Loading_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_loading_subscriptions = /** @type {((inputs?: Admin_Loading_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Loading_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_loading_subscriptions(inputs)
	if (locale === "ar") return ar_admin_loading_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_admin_loading_subscriptions(inputs)
	return en_admin_loading_subscriptions(inputs)
});