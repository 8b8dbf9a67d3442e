import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Full_KeyInputs */

const en_keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your full API key`)
};

const de_keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr vollständiger API-Schlüssel`)
};

const ar_keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الكامل الخاص بك`)
};

const en_xa2_keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ƒúļļ ÁÞÍ ķéý ·······]`)
};

/**
* | output |
* | --- |
* | "Your full API key" |
*
* @param {Keys_Full_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_full_key = /** @type {((inputs?: Keys_Full_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Full_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_full_key(inputs)
	if (locale === "ar") return ar_keys_full_key(inputs)
	if (locale === "en-XA") return en_xa2_keys_full_key(inputs)
	return en_keys_full_key(inputs)
});