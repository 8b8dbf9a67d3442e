import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Passkey_FailedInputs */

const en_auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey did not work. Try again, or use another way.`)
};

const de_auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey hat nicht funktioniert. Versuchen Sie es erneut oder wählen Sie einen anderen Weg.`)
};

const ar_auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح مفتاح المرور. حاول مرة أخرى أو استخدم طريقة أخرى.`)
};

const en_xa2_auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššķéý ðíð ñóţ ŵóŕķ. Ţŕý áĝáíñ, óŕ úšé áñóţĥéŕ ŵáý. ······················]`)
};

/**
* | output |
* | --- |
* | "The passkey did not work. Try again, or use another way." |
*
* @param {Auth_Error_Passkey_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_passkey_failed = /** @type {((inputs?: Auth_Error_Passkey_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Passkey_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_passkey_failed(inputs)
	if (locale === "ar") return ar_auth_error_passkey_failed(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_passkey_failed(inputs)
	return en_auth_error_passkey_failed(inputs)
});