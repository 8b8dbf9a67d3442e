import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_RevokedInputs */

const en_keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key revoked`)
};

const de_keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel widerrufen`)
};

const ar_keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء مفتاح API`)
};

const en_xa2_keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ŕéṽóķéð ······]`)
};

/**
* | output |
* | --- |
* | "API key revoked" |
*
* @param {Keys_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoked = /** @type {((inputs?: Keys_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_revoked(inputs)
	if (locale === "ar") return ar_keys_revoked(inputs)
	if (locale === "en-XA") return en_xa2_keys_revoked(inputs)
	return en_keys_revoked(inputs)
});