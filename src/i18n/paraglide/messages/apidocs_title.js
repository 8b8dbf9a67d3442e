import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_TitleInputs */

const en_apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API documentation`)
};

const de_apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Dokumentation`)
};

const ar_apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توثيق API`)
};

const en_xa2_apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ðóçúɱéñţáţíóñ ·······]`)
};

/**
* | output |
* | --- |
* | "API documentation" |
*
* @param {Apidocs_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_title = /** @type {((inputs?: Apidocs_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_title(inputs)
	if (locale === "ar") return ar_apidocs_title(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_title(inputs)
	return en_apidocs_title(inputs)
});