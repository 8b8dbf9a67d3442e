import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Gone_TextInputs */

const en_invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations work once and for a limited time. Ask whoever invited you to send a new one.`)
};

const de_invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen funktionieren einmal und nur für begrenzte Zeit. Bitten Sie die Person, die Sie eingeladen hat, eine neue zu senden.`)
};

const ar_invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعمل الدعوات مرة واحدة ولمدة محدودة. اطلب ممن دعاك أن يرسل دعوة جديدة.`)
};

const en_xa2_invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñš ŵóŕķ óñçé áñð ƒóŕ á ļíɱíţéð ţíɱé. Ášķ ŵĥóéṽéŕ íñṽíţéð ýóú ţó šéñð á ñéŵ óñé. ···································]`)
};

/**
* | output |
* | --- |
* | "Invitations work once and for a limited time. Ask whoever invited you to send a new one." |
*
* @param {Invitation_Gone_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_gone_text = /** @type {((inputs?: Invitation_Gone_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Gone_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_gone_text(inputs)
	if (locale === "ar") return ar_invitation_gone_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_gone_text(inputs)
	return en_invitation_gone_text(inputs)
});