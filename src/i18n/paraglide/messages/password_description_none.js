import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Description_NoneInputs */

const en_password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You sign in with links sent by mail. Set a password to sign in without one.`)
};

const de_password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie melden sich mit Links per E-Mail an. Legen Sie ein Passwort fest, um sich ohne Link anzumelden.`)
};

const ar_password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجّل الدخول بروابط تصلك بالبريد. عيّن كلمة مرور لتسجّل الدخول بدونها.`)
};

const en_xa2_password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú šíĝñ íñ ŵíţĥ ļíñķš šéñţ ƀý ɱáíļ. Šéţ á þáššŵóŕð ţó šíĝñ íñ ŵíţĥóúţ óñé. ······························]`)
};

/**
* | output |
* | --- |
* | "You sign in with links sent by mail. Set a password to sign in without one." |
*
* @param {Password_Description_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_description_none = /** @type {((inputs?: Password_Description_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Description_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_description_none(inputs)
	if (locale === "ar") return ar_password_description_none(inputs)
	if (locale === "en-XA") return en_xa2_password_description_none(inputs)
	return en_password_description_none(inputs)
});