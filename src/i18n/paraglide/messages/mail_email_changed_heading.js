import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_HeadingInputs */

const en_mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address was changed`)
};

const de_mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse wurde geändert`)
};

const ar_mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان بريدك الإلكتروني`)
};

const en_xa2_mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ éɱáíļ áððŕéšš ŵáš çĥáñĝéð ············]`)
};

/**
* | output |
* | --- |
* | "Your email address was changed" |
*
* @param {Mail_Email_Changed_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_heading = /** @type {((inputs?: Mail_Email_Changed_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_changed_heading(inputs)
	if (locale === "ar") return ar_mail_email_changed_heading(inputs)
	if (locale === "en-XA") return en_xa2_mail_email_changed_heading(inputs)
	return en_mail_email_changed_heading(inputs)
});