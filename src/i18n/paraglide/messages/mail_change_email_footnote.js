import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_Email_FootnoteInputs */

const en_mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, do not follow the link: someone else is signed in to your account. The link below signs every session out.`)
};

const de_mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, folgen Sie dem Link nicht: Jemand anderes ist in Ihrem Konto angemeldet. Der Link unten meldet jede Sitzung ab.`)
};

const ar_mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم يكن ذلك أنت، فلا تفتح الرابط: هناك شخص آخر مسجّل الدخول إلى حسابك. الرابط أدناه يُنهي كل الجلسات.`)
};

const en_xa2_mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ţĥíš ŵáš ñóţ ýóú, ðó ñóţ ƒóļļóŵ ţĥé ļíñķ: šóɱéóñé éļšé íš šíĝñéð íñ ţó ýóúŕ áççóúñţ. Ţĥé ļíñķ ƀéļóŵ šíĝñš éṽéŕý šéššíóñ óúţ. ···················································]`)
};

/**
* | output |
* | --- |
* | "If this was not you, do not follow the link: someone else is signed in to your account. The link below signs every session out." |
*
* @param {Mail_Change_Email_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_footnote = /** @type {((inputs?: Mail_Change_Email_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_email_footnote(inputs)
	if (locale === "ar") return ar_mail_change_email_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_change_email_footnote(inputs)
	return en_mail_change_email_footnote(inputs)
});