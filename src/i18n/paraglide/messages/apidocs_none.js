import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_NoneInputs */

const en_apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None.`)
};

const de_apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine.`)
};

const ar_apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء.`)
};

const en_xa2_apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóñé. ··]`)
};

/**
* | output |
* | --- |
* | "None." |
*
* @param {Apidocs_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_none = /** @type {((inputs?: Apidocs_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_none(inputs)
	if (locale === "ar") return ar_apidocs_none(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_none(inputs)
	return en_apidocs_none(inputs)
});