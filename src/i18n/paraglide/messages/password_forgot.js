import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_ForgotInputs */

const en_password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

const de_password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

const ar_password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل نسيت كلمة المرور؟`)
};

const en_xa2_password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕĝóţ ýóúŕ þáššŵóŕð? ········]`)
};

/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Password_ForgotInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_forgot = /** @type {((inputs?: Password_ForgotInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_ForgotInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_forgot(inputs)
	if (locale === "ar") return ar_password_forgot(inputs)
	if (locale === "en-XA") return en_xa2_password_forgot(inputs)
	return en_password_forgot(inputs)
});