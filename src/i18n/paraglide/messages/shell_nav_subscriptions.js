import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_SubscriptionsInputs */

const en_shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

const de_shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

const ar_shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

const en_xa2_shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Shell_Nav_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_subscriptions = /** @type {((inputs?: Shell_Nav_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_nav_subscriptions(inputs)
	if (locale === "ar") return ar_shell_nav_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_shell_nav_subscriptions(inputs)
	return en_shell_nav_subscriptions(inputs)
});