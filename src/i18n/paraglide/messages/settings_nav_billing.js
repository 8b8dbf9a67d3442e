import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_BillingInputs */

const en_settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

const de_settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung`)
};

const ar_settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفوترة`)
};

const en_xa2_settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíļļíñĝ ···]`)
};

/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Settings_Nav_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_billing = /** @type {((inputs?: Settings_Nav_BillingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_BillingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_billing(inputs)
	if (locale === "ar") return ar_settings_nav_billing(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_billing(inputs)
	return en_settings_nav_billing(inputs)
});