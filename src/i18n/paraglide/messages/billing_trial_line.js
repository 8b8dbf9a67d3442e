import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Billing_Trial_LineInputs */

const en_billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trial · ends on ${i?.date}`)
};

const de_billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Testphase · endet am ${i?.date}`)
};

const ar_billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تجربة · تنتهي في ${i?.date}`)
};

const en_xa2_billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕíáļ · éñðš óñ ${i?.date} ······]`)
};

/**
* | output |
* | --- |
* | "Trial · ends on {date}" |
*
* @param {Billing_Trial_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_trial_line = /** @type {((inputs: Billing_Trial_LineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Trial_LineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_trial_line(inputs)
	if (locale === "ar") return ar_billing_trial_line(inputs)
	if (locale === "en-XA") return en_xa2_billing_trial_line(inputs)
	return en_billing_trial_line(inputs)
});