import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invitation_FootnoteInputs */

const en_mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not expect this, ignore this mail: nothing happens unless you accept. You need to sign in with this address to accept.`)
};

const de_mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail: Nichts geschieht, solange Sie nicht annehmen. Zum Annehmen melden Sie sich mit dieser Adresse an.`)
};

const ar_mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة: لن يحدث شيء ما لم تقبلها. عليك تسجيل الدخول بهذا العنوان لقبولها.`)
};

const en_xa2_mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ éẋþéçţ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ñóţĥíñĝ ĥáþþéñš úñļéšš ýóú áççéþţ. Ýóú ñééð ţó šíĝñ íñ ŵíţĥ ţĥíš áððŕéšš ţó áççéþţ. ····················································]`)
};

/**
* | output |
* | --- |
* | "If you did not expect this, ignore this mail: nothing happens unless you accept. You need to sign in with this address to accept." |
*
* @param {Mail_Invitation_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_footnote = /** @type {((inputs?: Mail_Invitation_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_footnote(inputs)
	if (locale === "ar") return ar_mail_invitation_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_footnote(inputs)
	return en_mail_invitation_footnote(inputs)
});