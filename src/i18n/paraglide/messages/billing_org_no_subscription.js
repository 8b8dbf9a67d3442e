import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Billing_Org_No_SubscriptionInputs */

const en_billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} has no subscription yet`)
};

const de_billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} hat noch kein Abonnement`)
};

const ar_billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ليس لدى ${i?.organization} اشتراك بعد`)
};

const en_xa2_billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} ĥáš ñó šúƀšçŕíþţíóñ ýéţ ··········]`)
};

/**
* | output |
* | --- |
* | "{organization} has no subscription yet" |
*
* @param {Billing_Org_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_org_no_subscription = /** @type {((inputs: Billing_Org_No_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Org_No_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_org_no_subscription(inputs)
	if (locale === "ar") return ar_billing_org_no_subscription(inputs)
	if (locale === "en-XA") return en_xa2_billing_org_no_subscription(inputs)
	return en_billing_org_no_subscription(inputs)
});