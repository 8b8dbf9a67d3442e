import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Apidocs_FieldsInputs */

const en_apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} fields`)
};

const de_apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Felder von ${i?.name}`)
};

const ar_apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حقول ${i?.name}`)
};

const en_xa2_apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ƒíéļðš ···]`)
};

/**
* | output |
* | --- |
* | "{name} fields" |
*
* @param {Apidocs_FieldsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_fields = /** @type {((inputs: Apidocs_FieldsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_FieldsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_fields(inputs)
	if (locale === "ar") return ar_apidocs_fields(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_fields(inputs)
	return en_apidocs_fields(inputs)
});