import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Document_LinkInputs */

const en_apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its OpenAPI document`)
};

const de_apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ihr OpenAPI-Dokument`)
};

const ar_apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مستند OpenAPI الخاص بها`)
};

const en_xa2_apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţš ÓþéñÁÞÍ ðóçúɱéñţ ········]`)
};

/**
* | output |
* | --- |
* | "its OpenAPI document" |
*
* @param {Apidocs_Document_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_document_link = /** @type {((inputs?: Apidocs_Document_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Document_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_document_link(inputs)
	if (locale === "ar") return ar_apidocs_document_link(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_document_link(inputs)
	return en_apidocs_document_link(inputs)
});