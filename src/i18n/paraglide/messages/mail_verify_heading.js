import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_HeadingInputs */

const en_mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address`)
};

const de_mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihre E-Mail-Adresse`)
};

const ar_mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد عنوان بريدك الإلكتروني`)
};

const en_xa2_mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ýóúŕ éɱáíļ áððŕéšš ··········]`)
};

/**
* | output |
* | --- |
* | "Confirm your email address" |
*
* @param {Mail_Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_heading = /** @type {((inputs?: Mail_Verify_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verify_heading(inputs)
	if (locale === "ar") return ar_mail_verify_heading(inputs)
	if (locale === "en-XA") return en_xa2_mail_verify_heading(inputs)
	return en_mail_verify_heading(inputs)
});