import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Subscription_ActiveInputs */

const en_billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription is active.`)
};

const de_billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Abonnement ist aktiv.`)
};

const ar_billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشتراكك نشط.`)
};

const en_xa2_billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šúƀšçŕíþţíóñ íš áçţíṽé. ···········]`)
};

/**
* | output |
* | --- |
* | "Your subscription is active." |
*
* @param {Billing_Subscription_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_subscription_active = /** @type {((inputs?: Billing_Subscription_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Subscription_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_subscription_active(inputs)
	if (locale === "ar") return ar_billing_subscription_active(inputs)
	if (locale === "en-XA") return en_xa2_billing_subscription_active(inputs)
	return en_billing_subscription_active(inputs)
});