import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Session_ExpiredInputs */

const en_auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired. Re-authenticate to perform this action.`)
};

const de_auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzung abgelaufen. Melden Sie sich erneut an, um diese Aktion auszuführen.`)
};

const ar_auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت الجلسة. سجّل الدخول مجددًا لتنفيذ هذا الإجراء.`)
};

const en_xa2_auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ éẋþíŕéð. Ŕé-áúţĥéñţíçáţé ţó þéŕƒóŕɱ ţĥíš áçţíóñ. ······················]`)
};

/**
* | output |
* | --- |
* | "Session expired. Re-authenticate to perform this action." |
*
* @param {Auth_Error_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_session_expired = /** @type {((inputs?: Auth_Error_Session_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Session_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_session_expired(inputs)
	if (locale === "ar") return ar_auth_error_session_expired(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_session_expired(inputs)
	return en_auth_error_session_expired(inputs)
});