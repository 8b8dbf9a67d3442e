import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Apidocs_Type_OfInputs */

const en_apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.type}`)
};

const de_apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Typ ${i?.type}`)
};

const ar_apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`النوع ${i?.type}`)
};

const en_xa2_apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţýþé ${i?.type} ··]`)
};

/**
* | output |
* | --- |
* | "Type {type}" |
*
* @param {Apidocs_Type_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_type_of = /** @type {((inputs: Apidocs_Type_OfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Type_OfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_type_of(inputs)
	if (locale === "ar") return ar_apidocs_type_of(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_type_of(inputs)
	return en_apidocs_type_of(inputs)
});