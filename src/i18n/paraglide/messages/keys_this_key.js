import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_This_KeyInputs */

const en_keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this API key`)
};

const de_keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diesen API-Schlüssel`)
};

const ar_keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا المفتاح`)
};

const en_xa2_keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš ÁÞÍ ķéý ·····]`)
};

/**
* | output |
* | --- |
* | "this API key" |
*
* @param {Keys_This_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_this_key = /** @type {((inputs?: Keys_This_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_This_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_this_key(inputs)
	if (locale === "ar") return ar_keys_this_key(inputs)
	if (locale === "en-XA") return en_xa2_keys_this_key(inputs)
	return en_keys_this_key(inputs)
});