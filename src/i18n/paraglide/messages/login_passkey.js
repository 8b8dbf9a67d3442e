import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_PasskeyInputs */

const en_login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a passkey`)
};

const de_login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Passkey anmelden`)
};

const ar_login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بمفتاح مرور`)
};

const en_xa2_login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ á þáššķéý ·········]`)
};

/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Login_PasskeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_passkey = /** @type {((inputs?: Login_PasskeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_PasskeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_passkey(inputs)
	if (locale === "ar") return ar_login_passkey(inputs)
	if (locale === "en-XA") return en_xa2_login_passkey(inputs)
	return en_login_passkey(inputs)
});