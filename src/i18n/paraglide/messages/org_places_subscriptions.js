import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Places_SubscriptionsInputs */

const en_org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

const de_org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

const ar_org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

const en_xa2_org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Org_Places_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_places_subscriptions = /** @type {((inputs?: Org_Places_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Places_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_places_subscriptions(inputs)
	if (locale === "ar") return ar_org_places_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_org_places_subscriptions(inputs)
	return en_org_places_subscriptions(inputs)
});