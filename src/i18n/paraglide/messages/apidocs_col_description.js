import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Col_DescriptionInputs */

const en_apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const de_apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

const ar_apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوصف`)
};

const en_xa2_apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ····]`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Apidocs_Col_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_description = /** @type {((inputs?: Apidocs_Col_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_col_description(inputs)
	if (locale === "ar") return ar_apidocs_col_description(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_col_description(inputs)
	return en_apidocs_col_description(inputs)
});