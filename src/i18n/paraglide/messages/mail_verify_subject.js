import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Verify_SubjectInputs */

const en_mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your email address for ${i?.appName}`)
};

const de_mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihre E-Mail-Adresse für ${i?.appName}`)
};

const ar_mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد عنوان بريدك الإلكتروني على ${i?.appName}`)
};

const en_xa2_mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ýóúŕ éɱáíļ áððŕéšš ƒóŕ ${i?.appName} ············]`)
};

/**
* | output |
* | --- |
* | "Confirm your email address for {appName}" |
*
* @param {Mail_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_subject = /** @type {((inputs: Mail_Verify_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verify_subject(inputs)
	if (locale === "ar") return ar_mail_verify_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_verify_subject(inputs)
	return en_mail_verify_subject(inputs)
});