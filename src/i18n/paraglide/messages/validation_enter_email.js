import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Enter_EmailInputs */

const en_validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address`)
};

const de_validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein`)
};

const ar_validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني`)
};

const en_xa2_validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ éɱáíļ áððŕéšš ··········]`)
};

/**
* | output |
* | --- |
* | "Enter your email address" |
*
* @param {Validation_Enter_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_enter_email = /** @type {((inputs?: Validation_Enter_EmailInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Enter_EmailInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_enter_email(inputs)
	if (locale === "ar") return ar_validation_enter_email(inputs)
	if (locale === "en-XA") return en_xa2_validation_enter_email(inputs)
	return en_validation_enter_email(inputs)
});