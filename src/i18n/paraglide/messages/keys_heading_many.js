import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Heading_ManyInputs */

const en_keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

const de_keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const ar_keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح API`)
};

const en_xa2_keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéýš ···]`)
};

/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Keys_Heading_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_heading_many = /** @type {((inputs?: Keys_Heading_ManyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Heading_ManyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_heading_many(inputs)
	if (locale === "ar") return ar_keys_heading_many(inputs)
	if (locale === "en-XA") return en_xa2_keys_heading_many(inputs)
	return en_keys_heading_many(inputs)
});