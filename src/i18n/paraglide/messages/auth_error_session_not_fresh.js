import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Session_Not_FreshInputs */

const en_auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session is not fresh. Sign out and sign in again, then try once more.`)
};

const de_auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sitzung ist nicht mehr frisch. Melden Sie sich ab und wieder an und versuchen Sie es dann erneut.`)
};

const ar_auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجلسة لم تعد حديثة. سجّل الخروج ثم سجّل الدخول مجددًا، ثم حاول مرة أخرى.`)
};

const en_xa2_auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ íš ñóţ ƒŕéšĥ. Šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ ţŕý óñçé ɱóŕé. ····························]`)
};

/**
* | output |
* | --- |
* | "Session is not fresh. Sign out and sign in again, then try once more." |
*
* @param {Auth_Error_Session_Not_FreshInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_session_not_fresh = /** @type {((inputs?: Auth_Error_Session_Not_FreshInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Session_Not_FreshInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_session_not_fresh(inputs)
	if (locale === "ar") return ar_auth_error_session_not_fresh(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_session_not_fresh(inputs)
	return en_auth_error_session_not_fresh(inputs)
});