import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Email_Is_The_SameInputs */

const en_auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is the same. Enter an address other than your current one.`)
};

const de_auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse ist dieselbe. Geben Sie eine andere als Ihre aktuelle Adresse ein.`)
};

const ar_auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني هو نفسه. أدخل عنوانًا غير عنوانك الحالي.`)
};

const en_xa2_auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ íš ţĥé šáɱé. Éñţéŕ áñ áððŕéšš óţĥéŕ ţĥáñ ýóúŕ çúŕŕéñţ óñé. ··························]`)
};

/**
* | output |
* | --- |
* | "Email is the same. Enter an address other than your current one." |
*
* @param {Auth_Error_Email_Is_The_SameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_email_is_the_same = /** @type {((inputs?: Auth_Error_Email_Is_The_SameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Email_Is_The_SameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_email_is_the_same(inputs)
	if (locale === "ar") return ar_auth_error_email_is_the_same(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_email_is_the_same(inputs)
	return en_auth_error_email_is_the_same(inputs)
});