import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_EmailInputs */

const en_auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email. Enter an address like name@example.com.`)
};

const de_auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige E-Mail-Adresse. Geben Sie eine Adresse wie name@example.com ein.`)
};

const ar_auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بريد إلكتروني غير صالح. أدخل عنوانًا مثل name@example.com.`)
};

const en_xa2_auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð éɱáíļ. Éñţéŕ áñ áððŕéšš ļíķé ñáɱé@éẋáɱþļé.çóɱ. ······················]`)
};

/**
* | output |
* | --- |
* | "Invalid email. Enter an address like name@example.com." |
*
* @param {Auth_Error_Invalid_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_email = /** @type {((inputs?: Auth_Error_Invalid_EmailInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_EmailInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_invalid_email(inputs)
	if (locale === "ar") return ar_auth_error_invalid_email(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_invalid_email(inputs)
	return en_auth_error_invalid_email(inputs)
});