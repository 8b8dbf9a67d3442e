import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Passkey_RegisteredInputs */

const en_auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device already holds a passkey for your account. Use that one, or add a passkey on another device.`)
};

const de_auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät hat bereits einen Passkey für Ihr Konto. Verwenden Sie diesen oder fügen Sie auf einem anderen Gerät einen Passkey hinzu.`)
};

const ar_auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الجهاز يحمل بالفعل مفتاح مرور لحسابك. استخدمه، أو أضف مفتاح مرور على جهاز آخر.`)
};

const en_xa2_auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðéṽíçé áļŕéáðý ĥóļðš á þáššķéý ƒóŕ ýóúŕ áççóúñţ. Úšé ţĥáţ óñé, óŕ áðð á þáššķéý óñ áñóţĥéŕ ðéṽíçé. ·········································]`)
};

/**
* | output |
* | --- |
* | "This device already holds a passkey for your account. Use that one, or add a passkey on another device." |
*
* @param {Auth_Error_Passkey_RegisteredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_passkey_registered = /** @type {((inputs?: Auth_Error_Passkey_RegisteredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Passkey_RegisteredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_passkey_registered(inputs)
	if (locale === "ar") return ar_auth_error_passkey_registered(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_passkey_registered(inputs)
	return en_auth_error_passkey_registered(inputs)
});