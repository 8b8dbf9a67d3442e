import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Passkey_Not_FoundInputs */

const en_auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This passkey is not registered here any more. Reload the page to see your passkeys.`)
};

const de_auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Passkey ist hier nicht mehr registriert. Laden Sie die Seite neu, um Ihre Passkeys zu sehen.`)
};

const ar_auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح المرور هذا لم يعد مسجلًا هنا. أعد تحميل الصفحة لترى مفاتيح المرور الخاصة بك.`)
};

const en_xa2_auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššķéý íš ñóţ ŕéĝíšţéŕéð ĥéŕé áñý ɱóŕé. Ŕéļóáð ţĥé þáĝé ţó šéé ýóúŕ þáššķéýš. ·································]`)
};

/**
* | output |
* | --- |
* | "This passkey is not registered here any more. Reload the page to see your passkeys." |
*
* @param {Auth_Error_Passkey_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_passkey_not_found = /** @type {((inputs?: Auth_Error_Passkey_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Passkey_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_passkey_not_found(inputs)
	if (locale === "ar") return ar_auth_error_passkey_not_found(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_passkey_not_found(inputs)
	return en_auth_error_passkey_not_found(inputs)
});