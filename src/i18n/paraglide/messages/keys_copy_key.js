import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Copy_KeyInputs */

const en_keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy key`)
};

const de_keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel kopieren`)
};

const ar_keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخ المفتاح`)
};

const en_xa2_keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý ķéý ···]`)
};

/**
* | output |
* | --- |
* | "Copy key" |
*
* @param {Keys_Copy_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_copy_key = /** @type {((inputs?: Keys_Copy_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Copy_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_copy_key(inputs)
	if (locale === "ar") return ar_keys_copy_key(inputs)
	if (locale === "en-XA") return en_xa2_keys_copy_key(inputs)
	return en_keys_copy_key(inputs)
});