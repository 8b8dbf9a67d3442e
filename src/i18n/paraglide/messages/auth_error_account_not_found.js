import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Account_Not_FoundInputs */

const en_auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account not found. Reload the page to see your linked accounts as they are now.`)
};

const de_auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto nicht gefunden. Laden Sie die Seite neu, um Ihre verknüpften Konten im aktuellen Stand zu sehen.`)
};

const ar_auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب غير موجود. أعد تحميل الصفحة لترى حساباتك المرتبطة كما هي الآن.`)
};

const en_xa2_auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ñóţ ƒóúñð. Ŕéļóáð ţĥé þáĝé ţó šéé ýóúŕ ļíñķéð áççóúñţš áš ţĥéý áŕé ñóŵ. ································]`)
};

/**
* | output |
* | --- |
* | "Account not found. Reload the page to see your linked accounts as they are now." |
*
* @param {Auth_Error_Account_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_account_not_found = /** @type {((inputs?: Auth_Error_Account_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Account_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_account_not_found(inputs)
	if (locale === "ar") return ar_auth_error_account_not_found(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_account_not_found(inputs)
	return en_auth_error_account_not_found(inputs)
});