import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Create_FailedInputs */

const en_keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create API key`)
};

const de_keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel konnte nicht erstellt werden`)
};

const ar_keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء مفتاح API`)
};

const en_xa2_keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ţó çŕéáţé ÁÞÍ ķéý ··········]`)
};

/**
* | output |
* | --- |
* | "Failed to create API key" |
*
* @param {Keys_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_create_failed = /** @type {((inputs?: Keys_Create_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Create_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_create_failed(inputs)
	if (locale === "ar") return ar_keys_create_failed(inputs)
	if (locale === "en-XA") return en_xa2_keys_create_failed(inputs)
	return en_keys_create_failed(inputs)
});