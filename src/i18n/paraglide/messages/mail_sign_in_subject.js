import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Sign_In_SubjectInputs */

const en_mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your sign-in link for ${i?.appName}`)
};

const de_mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Anmeldelink für ${i?.appName}`)
};

const ar_mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رابط تسجيل الدخول إلى ${i?.appName}`)
};

const en_xa2_mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šíĝñ-íñ ļíñķ ƒóŕ ${i?.appName} ·········]`)
};

/**
* | output |
* | --- |
* | "Your sign-in link for {appName}" |
*
* @param {Mail_Sign_In_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_subject = /** @type {((inputs: Mail_Sign_In_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_sign_in_subject(inputs)
	if (locale === "ar") return ar_mail_sign_in_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_sign_in_subject(inputs)
	return en_mail_sign_in_subject(inputs)
});