import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ null: NonNullable<unknown> }} Apidocs_Nullable_ObjectInputs */

const en_apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An object with these fields, or ${i?.null}.`)
};

const de_apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Objekt mit diesen Feldern oder ${i?.null}.`)
};

const ar_apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كائن بهذه الحقول، أو ${i?.null}.`)
};

const en_xa2_apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ óƀĵéçţ ŵíţĥ ţĥéšé ƒíéļðš, óŕ ${i?.null}. ·············]`)
};

/**
* | output |
* | --- |
* | "An object with these fields, or {null}." |
*
* @param {Apidocs_Nullable_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_nullable_object = /** @type {((inputs: Apidocs_Nullable_ObjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Nullable_ObjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_nullable_object(inputs)
	if (locale === "ar") return ar_apidocs_nullable_object(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_nullable_object(inputs)
	return en_apidocs_nullable_object(inputs)
});