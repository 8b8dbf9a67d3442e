import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Head_TitleInputs */

const en_apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API docs`)
};

const de_apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Doku`)
};

const ar_apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توثيق API`)
};

const en_xa2_apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ðóçš ···]`)
};

/**
* | output |
* | --- |
* | "API docs" |
*
* @param {Apidocs_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_head_title = /** @type {((inputs?: Apidocs_Head_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Head_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_head_title(inputs)
	if (locale === "ar") return ar_apidocs_head_title(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_head_title(inputs)
	return en_apidocs_head_title(inputs)
});