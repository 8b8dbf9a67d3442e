import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Password_IntroInputs */

const en_login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With the password you set in your account settings.`)
};

const de_login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit dem Passwort, das Sie in Ihren Kontoeinstellungen festgelegt haben.`)
};

const ar_login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بكلمة المرور التي عيّنتها في إعدادات حسابك.`)
};

const en_xa2_login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥ ţĥé þáššŵóŕð ýóú šéţ íñ ýóúŕ áççóúñţ šéţţíñĝš. ····················]`)
};

/**
* | output |
* | --- |
* | "With the password you set in your account settings." |
*
* @param {Login_Password_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_password_intro = /** @type {((inputs?: Login_Password_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Password_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_password_intro(inputs)
	if (locale === "ar") return ar_login_password_intro(inputs)
	if (locale === "en-XA") return en_xa2_login_password_intro(inputs)
	return en_login_password_intro(inputs)
});