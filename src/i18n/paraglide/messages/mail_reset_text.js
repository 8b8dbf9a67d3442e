import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_TextInputs */

const en_mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the link to choose a new password. It works once, for one hour.`)
};

const de_mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgen Sie dem Link, um ein neues Passwort zu wählen. Er funktioniert einmal, eine Stunde lang.`)
};

const ar_mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح الرابط لاختيار كلمة مرور جديدة. يعمل مرة واحدة، لمدة ساعة.`)
};

const en_xa2_mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóļļóŵ ţĥé ļíñķ ţó çĥóóšé á ñéŵ þáššŵóŕð. Íţ ŵóŕķš óñçé, ƒóŕ óñé ĥóúŕ. ····························]`)
};

/**
* | output |
* | --- |
* | "Follow the link to choose a new password. It works once, for one hour." |
*
* @param {Mail_Reset_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_reset_text = /** @type {((inputs?: Mail_Reset_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reset_text(inputs)
	if (locale === "ar") return ar_mail_reset_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_reset_text(inputs)
	return en_mail_reset_text(inputs)
});