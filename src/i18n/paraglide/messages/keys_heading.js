import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_HeadingInputs */

const en_keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const de_keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const ar_keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API`)
};

const en_xa2_keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ···]`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Keys_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_heading = /** @type {((inputs?: Keys_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_heading(inputs)
	if (locale === "ar") return ar_keys_heading(inputs)
	if (locale === "en-XA") return en_xa2_keys_heading(inputs)
	return en_keys_heading(inputs)
});