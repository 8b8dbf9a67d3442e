import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown>, newEmail: NonNullable<unknown> }} Mail_Email_Changed_TextInputs */

const en_mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The email address of your ${i?.appName} account is now ${i?.newEmail}. Mail about the account goes there from now on.`)
};

const de_mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse Ihres ${i?.appName}-Kontos ist jetzt ${i?.newEmail}. E-Mails zum Konto gehen ab sofort dorthin.`)
};

const ar_mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني لحسابك على ${i?.appName} هو الآن ${i?.newEmail}. ستصل إليه رسائل الحساب من الآن فصاعدًا.`)
};

const en_xa2_mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éɱáíļ áððŕéšš óƒ ýóúŕ ${i?.appName} áççóúñţ íš ñóŵ ${i?.newEmail}. Ṁáíļ áƀóúţ ţĥé áççóúñţ ĝóéš ţĥéŕé ƒŕóɱ ñóŵ óñ. ····································]`)
};

/**
* | output |
* | --- |
* | "The email address of your {appName} account is now {newEmail}. Mail about the account goes there from now on." |
*
* @param {Mail_Email_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_text = /** @type {((inputs: Mail_Email_Changed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_changed_text(inputs)
	if (locale === "ar") return ar_mail_email_changed_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_email_changed_text(inputs)
	return en_mail_email_changed_text(inputs)
});