import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Last_AccountInputs */

const en_auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can't unlink your last account. Link another account or set a password first.`)
};

const de_auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können Ihr letztes Konto nicht trennen. Verknüpfen Sie zuerst ein anderes Konto oder legen Sie ein Passwort fest.`)
};

const ar_auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكنك إلغاء ربط حسابك الأخير. اربط حسابًا آخر أو عيّن كلمة مرور أولًا.`)
};

const en_xa2_auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ'ţ úñļíñķ ýóúŕ ļášţ áççóúñţ. Ļíñķ áñóţĥéŕ áççóúñţ óŕ šéţ á þáššŵóŕð ƒíŕšţ. ································]`)
};

/**
* | output |
* | --- |
* | "You can't unlink your last account. Link another account or set a password first." |
*
* @param {Auth_Error_Last_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_last_account = /** @type {((inputs?: Auth_Error_Last_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Last_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_last_account(inputs)
	if (locale === "ar") return ar_auth_error_last_account(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_last_account(inputs)
	return en_auth_error_last_account(inputs)
});