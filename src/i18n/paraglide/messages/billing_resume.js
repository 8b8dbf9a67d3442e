import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_ResumeInputs */

const en_billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

const de_billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortsetzen`)
};

const ar_billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استئناف`)
};

const en_xa2_billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšúɱé ··]`)
};

/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Billing_ResumeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_resume = /** @type {((inputs?: Billing_ResumeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ResumeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_resume(inputs)
	if (locale === "ar") return ar_billing_resume(inputs)
	if (locale === "en-XA") return en_xa2_billing_resume(inputs)
	return en_billing_resume(inputs)
});