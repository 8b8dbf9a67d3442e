import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_NeverInputs */

const en_keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

const de_keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

const ar_keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أبدًا`)
};

const en_xa2_keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ ··]`)
};

/**
* | output |
* | --- |
* | "Never" |
*
* @param {Keys_NeverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_never = /** @type {((inputs?: Keys_NeverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_NeverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_never(inputs)
	if (locale === "ar") return ar_keys_never(inputs)
	if (locale === "en-XA") return en_xa2_keys_never(inputs)
	return en_keys_never(inputs)
});