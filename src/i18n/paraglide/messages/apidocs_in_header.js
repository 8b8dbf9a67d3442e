import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_In_HeaderInputs */

const en_apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A header`)
};

const de_apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Header`)
};

const ar_apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترويسة`)
};

const en_xa2_apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ĥéáðéŕ ···]`)
};

/**
* | output |
* | --- |
* | "A header" |
*
* @param {Apidocs_In_HeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_in_header = /** @type {((inputs?: Apidocs_In_HeaderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_In_HeaderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_in_header(inputs)
	if (locale === "ar") return ar_apidocs_in_header(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_in_header(inputs)
	return en_apidocs_in_header(inputs)
});