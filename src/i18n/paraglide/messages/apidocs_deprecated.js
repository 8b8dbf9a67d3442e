import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_DeprecatedInputs */

const en_apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deprecated`)
};

const de_apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veraltet`)
};

const ar_apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهمل`)
};

const en_xa2_apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþŕéçáţéð ····]`)
};

/**
* | output |
* | --- |
* | "Deprecated" |
*
* @param {Apidocs_DeprecatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_deprecated = /** @type {((inputs?: Apidocs_DeprecatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_DeprecatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_deprecated(inputs)
	if (locale === "ar") return ar_apidocs_deprecated(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_deprecated(inputs)
	return en_apidocs_deprecated(inputs)
});