import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Session_ExpiredInputs */

const en_error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired. Re-authenticate to perform this action.`)
};

const de_error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sitzung ist abgelaufen. Melden Sie sich erneut an, um das zu tun.`)
};

const ar_error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت الجلسة. سجّل الدخول من جديد للقيام بذلك.`)
};

const en_xa2_error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ éẋþíŕéð. Ŕé-áúţĥéñţíçáţé ţó þéŕƒóŕɱ ţĥíš áçţíóñ. ······················]`)
};

/**
* | output |
* | --- |
* | "Session expired. Re-authenticate to perform this action." |
*
* @param {Error_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_session_expired = /** @type {((inputs?: Error_Session_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_session_expired(inputs)
	if (locale === "ar") return ar_error_session_expired(inputs)
	if (locale === "en-XA") return en_xa2_error_session_expired(inputs)
	return en_error_session_expired(inputs)
});