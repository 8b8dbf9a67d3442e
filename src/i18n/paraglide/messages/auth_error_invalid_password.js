import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_PasswordInputs */

const en_auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid password. Check it and try again.`)
};

const de_auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falsches Passwort. Prüfen Sie es und versuchen Sie es erneut.`)
};

const ar_auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور غير صحيحة. تحقّق منها وحاول مرة أخرى.`)
};

const en_xa2_auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð þáššŵóŕð. Çĥéçķ íţ áñð ţŕý áĝáíñ. ················]`)
};

/**
* | output |
* | --- |
* | "Invalid password. Check it and try again." |
*
* @param {Auth_Error_Invalid_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_password = /** @type {((inputs?: Auth_Error_Invalid_PasswordInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_PasswordInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_invalid_password(inputs)
	if (locale === "ar") return ar_auth_error_invalid_password(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_invalid_password(inputs)
	return en_auth_error_invalid_password(inputs)
});