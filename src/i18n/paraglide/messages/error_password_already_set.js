import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Password_Already_SetInputs */

const en_error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User already has a password set`)
};

const de_error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dieses Konto ist bereits ein Passwort festgelegt`)
};

const ar_error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لدى هذا الحساب كلمة مرور بالفعل`)
};

const en_xa2_error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéŕ áļŕéáðý ĥáš á þáššŵóŕð šéţ ············]`)
};

/**
* | output |
* | --- |
* | "User already has a password set" |
*
* @param {Error_Password_Already_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_password_already_set = /** @type {((inputs?: Error_Password_Already_SetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_Already_SetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_password_already_set(inputs)
	if (locale === "ar") return ar_error_password_already_set(inputs)
	if (locale === "en-XA") return en_xa2_error_password_already_set(inputs)
	return en_error_password_already_set(inputs)
});