import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Session_Not_FreshInputs */

const en_passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, sign out and sign in again, then add the passkey.`)
};

const de_passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich zu Ihrer Sicherheit ab und wieder an und fügen Sie dann den Passkey hinzu.`)
};

const ar_passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأمانك، سجّل الخروج ثم سجّل الدخول مجددًا، ثم أضف مفتاح المرور.`)
};

const en_xa2_passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ýóúŕ šéçúŕíţý, šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ áðð ţĥé þáššķéý. ···························]`)
};

/**
* | output |
* | --- |
* | "For your security, sign out and sign in again, then add the passkey." |
*
* @param {Passkey_Session_Not_FreshInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_session_not_fresh = /** @type {((inputs?: Passkey_Session_Not_FreshInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Session_Not_FreshInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_session_not_fresh(inputs)
	if (locale === "ar") return ar_passkey_session_not_fresh(inputs)
	if (locale === "en-XA") return en_xa2_passkey_session_not_fresh(inputs)
	return en_passkey_session_not_fresh(inputs)
});