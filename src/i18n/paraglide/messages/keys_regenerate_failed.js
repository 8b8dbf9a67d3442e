import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Regenerate_FailedInputs */

const en_keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to regenerate API key`)
};

const de_keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel konnte nicht neu erzeugt werden`)
};

const ar_keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء مفتاح API جديد`)
};

const en_xa2_keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ţó ŕéĝéñéŕáţé ÁÞÍ ķéý ···········]`)
};

/**
* | output |
* | --- |
* | "Failed to regenerate API key" |
*
* @param {Keys_Regenerate_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_failed = /** @type {((inputs?: Keys_Regenerate_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_regenerate_failed(inputs)
	if (locale === "ar") return ar_keys_regenerate_failed(inputs)
	if (locale === "en-XA") return en_xa2_keys_regenerate_failed(inputs)
	return en_keys_regenerate_failed(inputs)
});