import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Label_KeyInputs */

const en_keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key`)
};

const de_keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel`)
};

const ar_keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المفتاح`)
};

const en_xa2_keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéý ·]`)
};

/**
* | output |
* | --- |
* | "Key" |
*
* @param {Keys_Label_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_key = /** @type {((inputs?: Keys_Label_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_label_key(inputs)
	if (locale === "ar") return ar_keys_label_key(inputs)
	if (locale === "en-XA") return en_xa2_keys_label_key(inputs)
	return en_keys_label_key(inputs)
});