import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Subscriptions_TitleInputs */

const en_billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

const de_billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

const ar_billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

const en_xa2_billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Billing_Subscriptions_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_subscriptions_title = /** @type {((inputs?: Billing_Subscriptions_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Subscriptions_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_subscriptions_title(inputs)
	if (locale === "ar") return ar_billing_subscriptions_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_subscriptions_title(inputs)
	return en_billing_subscriptions_title(inputs)
});