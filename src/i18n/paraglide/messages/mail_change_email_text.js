import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown>, newEmail: NonNullable<unknown> }} Mail_Change_Email_TextInputs */

const en_mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone signed in to your ${i?.appName} account asked to change its email address to ${i?.newEmail}.`)
};

const de_mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand, der in Ihrem ${i?.appName}-Konto angemeldet ist, möchte dessen E-Mail-Adresse in ${i?.newEmail} ändern.`)
};

const ar_mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طلب شخص مسجّل الدخول إلى حسابك على ${i?.appName} تغيير عنوان بريده الإلكتروني إلى ${i?.newEmail}.`)
};

const en_xa2_mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šóɱéóñé šíĝñéð íñ ţó ýóúŕ ${i?.appName} áççóúñţ ášķéð ţó çĥáñĝé íţš éɱáíļ áððŕéšš ţó ${i?.newEmail}. ·····························]`)
};

/**
* | output |
* | --- |
* | "Someone signed in to your {appName} account asked to change its email address to {newEmail}." |
*
* @param {Mail_Change_Email_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_text = /** @type {((inputs: Mail_Change_Email_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_email_text(inputs)
	if (locale === "ar") return ar_mail_change_email_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_change_email_text(inputs)
	return en_mail_change_email_text(inputs)
});