import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Col_TypeInputs */

const en_apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const de_apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Typ`)
};

const ar_apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النوع`)
};

const en_xa2_apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ··]`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Apidocs_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_type = /** @type {((inputs?: Apidocs_Col_TypeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_TypeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_col_type(inputs)
	if (locale === "ar") return ar_apidocs_col_type(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_col_type(inputs)
	return en_apidocs_col_type(inputs)
});