import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Unverified_TextInputs */

const en_invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only someone who proved they read the invited inbox can answer an invitation. Confirm your address in your settings, then open the invitation again.`)
};

const de_invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur wer nachgewiesen hat, dass er das eingeladene Postfach liest, kann auf eine Einladung antworten. Bestätigen Sie Ihre Adresse in Ihren Einstellungen und öffnen Sie die Einladung dann erneut.`)
};

const ar_invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع الرد على الدعوة إلا من أثبت أنه يقرأ صندوق البريد المدعو. أكّد عنوانك في إعداداتك، ثم افتح الدعوة مرة أخرى.`)
};

const en_xa2_invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý šóɱéóñé ŵĥó þŕóṽéð ţĥéý ŕéáð ţĥé íñṽíţéð íñƀóẋ çáñ áñšŵéŕ áñ íñṽíţáţíóñ. Çóñƒíŕɱ ýóúŕ áððŕéšš íñ ýóúŕ šéţţíñĝš, ţĥéñ óþéñ ţĥé íñṽíţáţíóñ áĝáíñ. ···························································]`)
};

/**
* | output |
* | --- |
* | "Only someone who proved they read the invited inbox can answer an invitation. Confirm your address in your settings, then open the invitation again." |
*
* @param {Invitation_Unverified_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_unverified_text = /** @type {((inputs?: Invitation_Unverified_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Unverified_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_unverified_text(inputs)
	if (locale === "ar") return ar_invitation_unverified_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_unverified_text(inputs)
	return en_invitation_unverified_text(inputs)
});