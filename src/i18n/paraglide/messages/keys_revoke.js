import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_RevokeInputs */

const en_keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

const de_keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

const ar_keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء المفتاح`)
};

const en_xa2_keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ··]`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Keys_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke = /** @type {((inputs?: Keys_RevokeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_RevokeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_revoke(inputs)
	if (locale === "ar") return ar_keys_revoke(inputs)
	if (locale === "en-XA") return en_xa2_keys_revoke(inputs)
	return en_keys_revoke(inputs)
});