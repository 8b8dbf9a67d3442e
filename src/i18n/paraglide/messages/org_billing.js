import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_BillingInputs */

const en_org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

const de_org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung`)
};

const ar_org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفوترة`)
};

const en_xa2_org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíļļíñĝ ···]`)
};

/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Org_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing = /** @type {((inputs?: Org_BillingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_BillingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing(inputs)
	if (locale === "ar") return ar_org_billing(inputs)
	if (locale === "en-XA") return en_xa2_org_billing(inputs)
	return en_org_billing(inputs)
});