import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Delete_FootnoteInputs */

const en_mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this mail: your account stays as it is.`)
};

const de_mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt, wie es ist.`)
};

const ar_mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تطلب ذلك، فتجاهل هذه الرسالة: سيبقى حسابك كما هو.`)
};

const en_xa2_mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ášķ ƒóŕ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ýóúŕ áççóúñţ šţáýš áš íţ íš. ······························]`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this mail: your account stays as it is." |
*
* @param {Mail_Delete_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_footnote = /** @type {((inputs?: Mail_Delete_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_delete_footnote(inputs)
	if (locale === "ar") return ar_mail_delete_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_delete_footnote(inputs)
	return en_mail_delete_footnote(inputs)
});