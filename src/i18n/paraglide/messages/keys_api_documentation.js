import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Api_DocumentationInputs */

const en_keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API documentation`)
};

const de_keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Dokumentation`)
};

const ar_keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توثيق API`)
};

const en_xa2_keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ðóçúɱéñţáţíóñ ·······]`)
};

/**
* | output |
* | --- |
* | "API documentation" |
*
* @param {Keys_Api_DocumentationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_api_documentation = /** @type {((inputs?: Keys_Api_DocumentationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Api_DocumentationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_api_documentation(inputs)
	if (locale === "ar") return ar_keys_api_documentation(inputs)
	if (locale === "en-XA") return en_xa2_keys_api_documentation(inputs)
	return en_keys_api_documentation(inputs)
});