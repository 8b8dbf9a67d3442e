import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_CreateInputs */

const en_keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create API key`)
};

const de_keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel erstellen`)
};

const ar_keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء مفتاح API`)
};

const en_xa2_keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ÁÞÍ ķéý ······]`)
};

/**
* | output |
* | --- |
* | "Create API key" |
*
* @param {Keys_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_create = /** @type {((inputs?: Keys_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_create(inputs)
	if (locale === "ar") return ar_keys_create(inputs)
	if (locale === "en-XA") return en_xa2_keys_create(inputs)
	return en_keys_create(inputs)
});