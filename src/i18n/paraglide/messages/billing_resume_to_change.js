import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Resume_To_ChangeInputs */

const en_billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume to change plans`)
};

const de_billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Tarifwechsel erst fortsetzen`)
};

const ar_billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استأنف الاشتراك لتغيير الخطة`)
};

const en_xa2_billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšúɱé ţó çĥáñĝé þļáñš ·········]`)
};

/**
* | output |
* | --- |
* | "Resume to change plans" |
*
* @param {Billing_Resume_To_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_resume_to_change = /** @type {((inputs?: Billing_Resume_To_ChangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Resume_To_ChangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_resume_to_change(inputs)
	if (locale === "ar") return ar_billing_resume_to_change(inputs)
	if (locale === "en-XA") return en_xa2_billing_resume_to_change(inputs)
	return en_billing_resume_to_change(inputs)
});