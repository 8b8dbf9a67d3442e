import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Any_ContentInputs */

const en_apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any content`)
};

const de_apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beliebiger Inhalt`)
};

const ar_apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي محتوى`)
};

const en_xa2_apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý çóñţéñţ ····]`)
};

/**
* | output |
* | --- |
* | "Any content" |
*
* @param {Apidocs_Any_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_any_content = /** @type {((inputs?: Apidocs_Any_ContentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Any_ContentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_any_content(inputs)
	if (locale === "ar") return ar_apidocs_any_content(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_any_content(inputs)
	return en_apidocs_any_content(inputs)
});