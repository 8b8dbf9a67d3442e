import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Description_HasInputs */

const en_password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your email address and this password, or with a sign-in link.`)
};

const de_password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort oder mit einem Anmeldelink an.`)
};

const ar_password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بعنوان بريدك الإلكتروني وكلمة المرور هذه، أو برابط تسجيل الدخول.`)
};

const en_xa2_password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ýóúŕ éɱáíļ áððŕéšš áñð ţĥíš þáššŵóŕð, óŕ ŵíţĥ á šíĝñ-íñ ļíñķ. ······························]`)
};

/**
* | output |
* | --- |
* | "Sign in with your email address and this password, or with a sign-in link." |
*
* @param {Password_Description_HasInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_description_has = /** @type {((inputs?: Password_Description_HasInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Description_HasInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_description_has(inputs)
	if (locale === "ar") return ar_password_description_has(inputs)
	if (locale === "en-XA") return en_xa2_password_description_has(inputs)
	return en_password_description_has(inputs)
});