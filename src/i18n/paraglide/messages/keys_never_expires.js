import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Never_ExpiresInputs */

const en_keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never expires`)
};

const de_keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft nie ab`)
};

const ar_keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا ينتهي أبدًا`)
};

const en_xa2_keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ éẋþíŕéš ·····]`)
};

/**
* | output |
* | --- |
* | "Never expires" |
*
* @param {Keys_Never_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_never_expires = /** @type {((inputs?: Keys_Never_ExpiresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Never_ExpiresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_never_expires(inputs)
	if (locale === "ar") return ar_keys_never_expires(inputs)
	if (locale === "en-XA") return en_xa2_keys_never_expires(inputs)
	return en_keys_never_expires(inputs)
});