import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Link_Not_Sent_TextInputs */

const en_login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in link could not be sent.`)
};

const de_login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldelink konnte nicht gesendet werden.`)
};

const ar_login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إرسال رابط تسجيل الدخول.`)
};

const en_xa2_login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ ļíñķ çóúļð ñóţ ƀé šéñţ. ··············]`)
};

/**
* | output |
* | --- |
* | "The sign-in link could not be sent." |
*
* @param {Login_Link_Not_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_link_not_sent_text = /** @type {((inputs?: Login_Link_Not_Sent_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Link_Not_Sent_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_link_not_sent_text(inputs)
	if (locale === "ar") return ar_login_link_not_sent_text(inputs)
	if (locale === "en-XA") return en_xa2_login_link_not_sent_text(inputs)
	return en_login_link_not_sent_text(inputs)
});