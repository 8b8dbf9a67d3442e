import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_OptionalInputs */

const en_apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`optional`)
};

const de_apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`optional`)
};

const ar_apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياري`)
};

const en_xa2_apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óþţíóñáļ ···]`)
};

/**
* | output |
* | --- |
* | "optional" |
*
* @param {Apidocs_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_optional = /** @type {((inputs?: Apidocs_OptionalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_OptionalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_optional(inputs)
	if (locale === "ar") return ar_apidocs_optional(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_optional(inputs)
	return en_apidocs_optional(inputs)
});