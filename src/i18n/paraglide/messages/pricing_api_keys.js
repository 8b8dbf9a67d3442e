import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Api_KeysInputs */

const en_pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

const de_pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const ar_pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح API`)
};

const en_xa2_pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéýš ···]`)
};

/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Pricing_Api_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_api_keys = /** @type {((inputs?: Pricing_Api_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Api_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_api_keys(inputs)
	if (locale === "ar") return ar_pricing_api_keys(inputs)
	if (locale === "en-XA") return en_xa2_pricing_api_keys(inputs)
	return en_pricing_api_keys(inputs)
});