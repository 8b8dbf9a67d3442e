import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Revoke_FailedInputs */

const en_keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to revoke API key`)
};

const de_keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel konnte nicht widerrufen werden`)
};

const ar_keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إلغاء مفتاح API`)
};

const en_xa2_keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ţó ŕéṽóķé ÁÞÍ ķéý ··········]`)
};

/**
* | output |
* | --- |
* | "Failed to revoke API key" |
*
* @param {Keys_Revoke_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_failed = /** @type {((inputs?: Keys_Revoke_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_revoke_failed(inputs)
	if (locale === "ar") return ar_keys_revoke_failed(inputs)
	if (locale === "en-XA") return en_xa2_keys_revoke_failed(inputs)
	return en_keys_revoke_failed(inputs)
});