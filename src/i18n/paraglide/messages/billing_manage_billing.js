import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Manage_BillingInputs */

const en_billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

const de_billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung verwalten`)
};

const ar_billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الفوترة`)
};

const en_xa2_billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ƀíļļíñĝ ······]`)
};

/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Billing_Manage_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_manage_billing = /** @type {((inputs?: Billing_Manage_BillingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Manage_BillingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_manage_billing(inputs)
	if (locale === "ar") return ar_billing_manage_billing(inputs)
	if (locale === "en-XA") return en_xa2_billing_manage_billing(inputs)
	return en_billing_manage_billing(inputs)
});