import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_ActiveInputs */

const en_billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const ar_billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشط`)
};

const en_xa2_billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ··]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Billing_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_active = /** @type {((inputs?: Billing_Status_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_active(inputs)
	if (locale === "ar") return ar_billing_status_active(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_active(inputs)
	return en_billing_status_active(inputs)
});