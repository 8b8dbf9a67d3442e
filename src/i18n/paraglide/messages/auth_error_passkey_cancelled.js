import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Passkey_CancelledInputs */

const en_auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey prompt was closed before it finished. Try again, or use another way.`)
};

const de_auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passkey-Abfrage wurde geschlossen, bevor sie fertig war. Versuchen Sie es erneut oder wählen Sie einen anderen Weg.`)
};

const ar_auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُغلقت نافذة مفتاح المرور قبل أن تكتمل. حاول مرة أخرى أو استخدم طريقة أخرى.`)
};

const en_xa2_auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššķéý þŕóɱþţ ŵáš çļóšéð ƀéƒóŕé íţ ƒíñíšĥéð. Ţŕý áĝáíñ, óŕ úšé áñóţĥéŕ ŵáý. ································]`)
};

/**
* | output |
* | --- |
* | "The passkey prompt was closed before it finished. Try again, or use another way." |
*
* @param {Auth_Error_Passkey_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_passkey_cancelled = /** @type {((inputs?: Auth_Error_Passkey_CancelledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Passkey_CancelledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_passkey_cancelled(inputs)
	if (locale === "ar") return ar_auth_error_passkey_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_passkey_cancelled(inputs)
	return en_auth_error_passkey_cancelled(inputs)
});