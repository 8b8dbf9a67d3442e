import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Password_Already_SetInputs */

const en_auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User already has a password set. Change it with your current password instead.`)
};

const de_auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dieses Konto ist bereits ein Passwort festgelegt. Ändern Sie es stattdessen mit Ihrem aktuellen Passwort.`)
};

const ar_auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لدى هذا الحساب كلمة مرور بالفعل. غيّرها باستخدام كلمة مرورك الحالية بدلًا من ذلك.`)
};

const en_xa2_auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéŕ áļŕéáðý ĥáš á þáššŵóŕð šéţ. Çĥáñĝé íţ ŵíţĥ ýóúŕ çúŕŕéñţ þáššŵóŕð íñšţéáð. ·······························]`)
};

/**
* | output |
* | --- |
* | "User already has a password set. Change it with your current password instead." |
*
* @param {Auth_Error_Password_Already_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_password_already_set = /** @type {((inputs?: Auth_Error_Password_Already_SetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Password_Already_SetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_password_already_set(inputs)
	if (locale === "ar") return ar_auth_error_password_already_set(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_password_already_set(inputs)
	return en_auth_error_password_already_set(inputs)
});