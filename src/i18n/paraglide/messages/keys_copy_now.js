import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Copy_NowInputs */

const en_keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy it now`)
};

const de_keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt kopieren`)
};

const ar_keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انسخه الآن`)
};

const en_xa2_keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý íţ ñóŵ ····]`)
};

/**
* | output |
* | --- |
* | "Copy it now" |
*
* @param {Keys_Copy_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_copy_now = /** @type {((inputs?: Keys_Copy_NowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Copy_NowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_copy_now(inputs)
	if (locale === "ar") return ar_keys_copy_now(inputs)
	if (locale === "en-XA") return en_xa2_keys_copy_now(inputs)
	return en_keys_copy_now(inputs)
});