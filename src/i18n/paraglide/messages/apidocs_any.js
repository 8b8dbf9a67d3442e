import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_AnyInputs */

const en_apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(any)`)
};

const de_apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(beliebig)`)
};

const ar_apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(أي قيمة)`)
};

const en_xa2_apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(áñý) ··]`)
};

/**
* | output |
* | --- |
* | "(any)" |
*
* @param {Apidocs_AnyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_any = /** @type {((inputs?: Apidocs_AnyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_AnyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_any(inputs)
	if (locale === "ar") return ar_apidocs_any(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_any(inputs)
	return en_apidocs_any(inputs)
});