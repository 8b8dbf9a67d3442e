import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Created_TitleInputs */

const en_keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Key Created`)
};

const de_keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel erstellt`)
};

const ar_keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء مفتاح API`)
};

const en_xa2_keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ Ķéý Çŕéáţéð ······]`)
};

/**
* | output |
* | --- |
* | "API Key Created" |
*
* @param {Keys_Created_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_created_title = /** @type {((inputs?: Keys_Created_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Created_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_created_title(inputs)
	if (locale === "ar") return ar_keys_created_title(inputs)
	if (locale === "en-XA") return en_xa2_keys_created_title(inputs)
	return en_keys_created_title(inputs)
});