import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_IntroInputs */

const en_login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and we will send you a link to sign in. No password needed.`)
};

const de_login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Anmeldelink. Kein Passwort nötig.`)
};

const ar_login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني وسنرسل إليك رابطًا لتسجيل الدخول. لا حاجة إلى كلمة مرور.`)
};

const en_xa2_login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ éɱáíļ áððŕéšš áñð ŵé ŵíļļ šéñð ýóú á ļíñķ ţó šíĝñ íñ. Ñó þáššŵóŕð ñééðéð. ··································]`)
};

/**
* | output |
* | --- |
* | "Enter your email address and we will send you a link to sign in. No password needed." |
*
* @param {Login_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_intro = /** @type {((inputs?: Login_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_intro(inputs)
	if (locale === "ar") return ar_login_intro(inputs)
	if (locale === "en-XA") return en_xa2_login_intro(inputs)
	return en_login_intro(inputs)
});