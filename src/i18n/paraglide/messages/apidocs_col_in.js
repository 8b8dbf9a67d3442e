import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Col_InInputs */

const en_apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In`)
};

const de_apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const ar_apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموضع`)
};

const en_xa2_apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ·]`)
};

/**
* | output |
* | --- |
* | "In" |
*
* @param {Apidocs_Col_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_in = /** @type {((inputs?: Apidocs_Col_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_col_in(inputs)
	if (locale === "ar") return ar_apidocs_col_in(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_col_in(inputs)
	return en_apidocs_col_in(inputs)
});