import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Verification_Mail_SentInputs */

const en_admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent a verification mail`)
};

const de_admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bestätigungs-E-Mail gesendet`)
};

const ar_admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال رسالة تحقق`)
};

const en_xa2_admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ á ṽéŕíƒíçáţíóñ ɱáíļ ··········]`)
};

/**
* | output |
* | --- |
* | "Sent a verification mail" |
*
* @param {Admin_Audit_Verification_Mail_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_verification_mail_sent = /** @type {((inputs?: Admin_Audit_Verification_Mail_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Verification_Mail_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_verification_mail_sent(inputs)
	if (locale === "ar") return ar_admin_audit_verification_mail_sent(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_verification_mail_sent(inputs)
	return en_admin_audit_verification_mail_sent(inputs)
});