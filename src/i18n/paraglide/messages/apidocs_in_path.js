import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_In_PathInputs */

const en_apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the path`)
};

const de_apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Pfad`)
};

const ar_apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في المسار`)
};

const en_xa2_apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ţĥé þáţĥ ····]`)
};

/**
* | output |
* | --- |
* | "In the path" |
*
* @param {Apidocs_In_PathInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_in_path = /** @type {((inputs?: Apidocs_In_PathInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_In_PathInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_in_path(inputs)
	if (locale === "ar") return ar_apidocs_in_path(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_in_path(inputs)
	return en_apidocs_in_path(inputs)
});