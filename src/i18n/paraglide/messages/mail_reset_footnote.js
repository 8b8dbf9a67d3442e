import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_FootnoteInputs */

const en_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this mail: your password stays as it is.`)
};

const de_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.`)
};

const ar_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.`)
};

const en_xa2_mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ášķ ƒóŕ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ýóúŕ þáššŵóŕð šţáýš áš íţ íš. ······························]`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this mail: your password stays as it is." |
*
* @param {Mail_Reset_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_reset_footnote = /** @type {((inputs?: Mail_Reset_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reset_footnote(inputs)
	if (locale === "ar") return ar_mail_reset_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_reset_footnote(inputs)
	return en_mail_reset_footnote(inputs)
});