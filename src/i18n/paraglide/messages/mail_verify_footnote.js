import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_FootnoteInputs */

const en_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this mail: nothing changes.`)
};

const de_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.`)
};

const ar_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.`)
};

const en_xa2_mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ášķ ƒóŕ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ñóţĥíñĝ çĥáñĝéš. ·························]`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this mail: nothing changes." |
*
* @param {Mail_Verify_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_footnote = /** @type {((inputs?: Mail_Verify_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verify_footnote(inputs)
	if (locale === "ar") return ar_mail_verify_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_verify_footnote(inputs)
	return en_mail_verify_footnote(inputs)
});