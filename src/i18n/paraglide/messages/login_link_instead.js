import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Link_InsteadInputs */

const en_login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a sign-in link instead`)
};

const de_login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen einen Anmeldelink per E-Mail senden`)
};

const ar_login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي رابط تسجيل الدخول بالبريد بدلًا من ذلك`)
};

const en_xa2_login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á šíĝñ-íñ ļíñķ íñšţéáð ············]`)
};

/**
* | output |
* | --- |
* | "Email me a sign-in link instead" |
*
* @param {Login_Link_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_link_instead = /** @type {((inputs?: Login_Link_InsteadInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Link_InsteadInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_link_instead(inputs)
	if (locale === "ar") return ar_login_link_instead(inputs)
	if (locale === "en-XA") return en_xa2_login_link_instead(inputs)
	return en_login_link_instead(inputs)
});