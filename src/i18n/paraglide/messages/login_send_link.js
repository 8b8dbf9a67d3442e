import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Send_LinkInputs */

const en_login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send sign-in link`)
};

const de_login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldelink senden`)
};

const ar_login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل رابط تسجيل الدخول`)
};

const en_xa2_login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð šíĝñ-íñ ļíñķ ·······]`)
};

/**
* | output |
* | --- |
* | "Send sign-in link" |
*
* @param {Login_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_send_link = /** @type {((inputs?: Login_Send_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Send_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_send_link(inputs)
	if (locale === "ar") return ar_login_send_link(inputs)
	if (locale === "en-XA") return en_xa2_login_send_link(inputs)
	return en_login_send_link(inputs)
});