import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_EnterInputs */

const en_password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password`)
};

const de_password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr Passwort ein`)
};

const ar_password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة المرور`)
};

const en_xa2_password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ þáššŵóŕð ········]`)
};

/**
* | output |
* | --- |
* | "Enter your password" |
*
* @param {Password_EnterInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_enter = /** @type {((inputs?: Password_EnterInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_EnterInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_enter(inputs)
	if (locale === "ar") return ar_password_enter(inputs)
	if (locale === "en-XA") return en_xa2_password_enter(inputs)
	return en_password_enter(inputs)
});