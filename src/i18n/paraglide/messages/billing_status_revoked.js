import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Status_RevokedInputs */

const en_billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked`)
};

const de_billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

const ar_billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسحوب`)
};

const en_xa2_billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķéð ···]`)
};

/**
* | output |
* | --- |
* | "Revoked" |
*
* @param {Billing_Status_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_revoked = /** @type {((inputs?: Billing_Status_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_status_revoked(inputs)
	if (locale === "ar") return ar_billing_status_revoked(inputs)
	if (locale === "en-XA") return en_xa2_billing_status_revoked(inputs)
	return en_billing_status_revoked(inputs)
});