import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Email_Changed_SubjectInputs */

const en_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.appName} email address was changed`)
};

const de_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse bei ${i?.appName} wurde geändert`)
};

const ar_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان بريدك الإلكتروني على ${i?.appName}`)
};

const en_xa2_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.appName} éɱáíļ áððŕéšš ŵáš çĥáñĝéð ············]`)
};

/**
* | output |
* | --- |
* | "Your {appName} email address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject = /** @type {((inputs: Mail_Email_Changed_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_changed_subject(inputs)
	if (locale === "ar") return ar_mail_email_changed_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_email_changed_subject(inputs)
	return en_mail_email_changed_subject(inputs)
});