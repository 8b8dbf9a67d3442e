import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_FootnoteInputs */

const en_mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not make this change, someone else may have access to your account: sign every session out with the link below, and contact support at once.`)
};

const de_mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie diese Änderung nicht vorgenommen haben, hat vielleicht jemand anderes Zugriff auf Ihr Konto: Melden Sie mit dem Link unten jede Sitzung ab und wenden Sie sich sofort an den Support.`)
};

const ar_mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تُجرِ هذا التغيير، فقد يكون لدى شخص آخر وصول إلى حسابك: أنهِ كل الجلسات بالرابط أدناه، وتواصل مع الدعم فورًا.`)
};

const en_xa2_mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ɱáķé ţĥíš çĥáñĝé, šóɱéóñé éļšé ɱáý ĥáṽé áççéšš ţó ýóúŕ áççóúñţ: šíĝñ éṽéŕý šéššíóñ óúţ ŵíţĥ ţĥé ļíñķ ƀéļóŵ, áñð çóñţáçţ šúþþóŕţ áţ óñçé. ····························································]`)
};

/**
* | output |
* | --- |
* | "If you did not make this change, someone else may have access to your account: sign every session out with the link below, and contact support at once." |
*
* @param {Mail_Email_Changed_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_footnote = /** @type {((inputs?: Mail_Email_Changed_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_changed_footnote(inputs)
	if (locale === "ar") return ar_mail_email_changed_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_email_changed_footnote(inputs)
	return en_mail_email_changed_footnote(inputs)
});