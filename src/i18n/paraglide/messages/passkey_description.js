import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_DescriptionInputs */

const en_passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your device's fingerprint, face or PIN instead of a link by mail.`)
};

const de_passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit Fingerabdruck, Gesicht oder PIN Ihres Geräts an statt mit einem Link per E-Mail.`)
};

const ar_passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول ببصمة جهازك أو وجهك أو رمز PIN بدلًا من رابط بالبريد.`)
};

const en_xa2_passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ýóúŕ ðéṽíçé'š ƒíñĝéŕþŕíñţ, ƒáçé óŕ ÞÍÑ íñšţéáð óƒ á ļíñķ ƀý ɱáíļ. ·······························]`)
};

/**
* | output |
* | --- |
* | "Sign in with your device's fingerprint, face or PIN instead of a link by mail." |
*
* @param {Passkey_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_description = /** @type {((inputs?: Passkey_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_description(inputs)
	if (locale === "ar") return ar_passkey_description(inputs)
	if (locale === "en-XA") return en_xa2_passkey_description(inputs)
	return en_passkey_description(inputs)
});