import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Change_Email_SubjectInputs */

const en_mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm the change of your ${i?.appName} email address`)
};

const de_mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie die Änderung Ihrer E-Mail-Adresse bei ${i?.appName}`)
};

const ar_mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد تغيير عنوان بريدك الإلكتروني على ${i?.appName}`)
};

const en_xa2_mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥé çĥáñĝé óƒ ýóúŕ ${i?.appName} éɱáíļ áððŕéšš ················]`)
};

/**
* | output |
* | --- |
* | "Confirm the change of your {appName} email address" |
*
* @param {Mail_Change_Email_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_subject = /** @type {((inputs: Mail_Change_Email_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_email_subject(inputs)
	if (locale === "ar") return ar_mail_change_email_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_change_email_subject(inputs)
	return en_mail_change_email_subject(inputs)
});