import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sign_In_FootnoteInputs */

const en_mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You received this because someone asked to sign in with this address. If it was not you, ignore this mail: nothing happens until the link is used.`)
};

const de_mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten diese E-Mail, weil jemand eine Anmeldung mit dieser Adresse angefordert hat. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne den Link passiert nichts.`)
};

const ar_mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وصلتك هذه الرسالة لأن شخصًا ما طلب تسجيل الدخول بهذا العنوان. إن لم يكن ذلك أنت، فتجاهل هذه الرسالة: لن يحدث شيء ما لم يُستخدم الرابط.`)
};

const en_xa2_mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ŕéçéíṽéð ţĥíš ƀéçáúšé šóɱéóñé ášķéð ţó šíĝñ íñ ŵíţĥ ţĥíš áððŕéšš. Íƒ íţ ŵáš ñóţ ýóú, íĝñóŕé ţĥíš ɱáíļ: ñóţĥíñĝ ĥáþþéñš úñţíļ ţĥé ļíñķ íš úšéð. ··························································]`)
};

/**
* | output |
* | --- |
* | "You received this because someone asked to sign in with this address. If it was not you, ignore this mail: nothing happens until the link is used." |
*
* @param {Mail_Sign_In_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_footnote = /** @type {((inputs?: Mail_Sign_In_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_sign_in_footnote(inputs)
	if (locale === "ar") return ar_mail_sign_in_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_sign_in_footnote(inputs)
	return en_mail_sign_in_footnote(inputs)
});