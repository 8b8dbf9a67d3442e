import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Sign_In_HeadingInputs */

const en_mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to ${i?.appName}`)
};

const de_mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei ${i?.appName} anmelden`)
};

const ar_mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول إلى ${i?.appName}`)
};

const en_xa2_mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ţó ${i?.appName} ····]`)
};

/**
* | output |
* | --- |
* | "Sign in to {appName}" |
*
* @param {Mail_Sign_In_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_heading = /** @type {((inputs: Mail_Sign_In_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_sign_in_heading(inputs)
	if (locale === "ar") return ar_mail_sign_in_heading(inputs)
	if (locale === "en-XA") return en_xa2_mail_sign_in_heading(inputs)
	return en_mail_sign_in_heading(inputs)
});