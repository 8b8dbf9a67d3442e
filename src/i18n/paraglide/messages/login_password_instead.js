import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Password_InsteadInputs */

const en_login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a password instead`)
};

const de_login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen mit Passwort anmelden`)
};

const ar_login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بكلمة مرور بدلًا من ذلك`)
};

const en_xa2_login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ á þáššŵóŕð íñšţéáð ············]`)
};

/**
* | output |
* | --- |
* | "Sign in with a password instead" |
*
* @param {Login_Password_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_password_instead = /** @type {((inputs?: Login_Password_InsteadInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Password_InsteadInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_password_instead(inputs)
	if (locale === "ar") return ar_login_password_instead(inputs)
	if (locale === "en-XA") return en_xa2_login_password_instead(inputs)
	return en_login_password_instead(inputs)
});