import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_Email_HeadingInputs */

const en_mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your email address?`)
};

const de_mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse ändern?`)
};

const ar_mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير عنوان بريدك الإلكتروني؟`)
};

const en_xa2_mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ýóúŕ éɱáíļ áððŕéšš? ··········]`)
};

/**
* | output |
* | --- |
* | "Change your email address?" |
*
* @param {Mail_Change_Email_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_heading = /** @type {((inputs?: Mail_Change_Email_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_email_heading(inputs)
	if (locale === "ar") return ar_mail_change_email_heading(inputs)
	if (locale === "en-XA") return en_xa2_mail_change_email_heading(inputs)
	return en_mail_change_email_heading(inputs)
});