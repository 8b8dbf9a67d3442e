import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Back_HomeInputs */

const en_login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

const de_login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Startseite`)
};

const ar_login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى الصفحة الرئيسية`)
};

const en_xa2_login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ţĥé ĥóɱé þáĝé ········]`)
};

/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Login_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_back_home = /** @type {((inputs?: Login_Back_HomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Back_HomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_back_home(inputs)
	if (locale === "ar") return ar_login_back_home(inputs)
	if (locale === "en-XA") return en_xa2_login_back_home(inputs)
	return en_login_back_home(inputs)
});