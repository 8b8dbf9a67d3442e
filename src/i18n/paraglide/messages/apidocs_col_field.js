import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Col_FieldInputs */

const en_apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

const de_apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feld`)
};

const ar_apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحقل`)
};

const en_xa2_apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíéļð ··]`)
};

/**
* | output |
* | --- |
* | "Field" |
*
* @param {Apidocs_Col_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_field = /** @type {((inputs?: Apidocs_Col_FieldInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_FieldInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_col_field(inputs)
	if (locale === "ar") return ar_apidocs_col_field(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_col_field(inputs)
	return en_apidocs_col_field(inputs)
});