import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Set_TextInputs */

const en_password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now sign in with your email address and password.`)
};

const de_password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.`)
};

const ar_password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكنك الآن تسجيل الدخول بعنوان بريدك الإلكتروني وكلمة المرور.`)
};

const en_xa2_password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ñóŵ šíĝñ íñ ŵíţĥ ýóúŕ éɱáíļ áððŕéšš áñð þáššŵóŕð. ·······················]`)
};

/**
* | output |
* | --- |
* | "You can now sign in with your email address and password." |
*
* @param {Password_Set_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_set_text = /** @type {((inputs?: Password_Set_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Set_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_set_text(inputs)
	if (locale === "ar") return ar_password_set_text(inputs)
	if (locale === "en-XA") return en_xa2_password_set_text(inputs)
	return en_password_set_text(inputs)
});