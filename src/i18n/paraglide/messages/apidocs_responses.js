import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_ResponsesInputs */

const en_apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responses`)
};

const de_apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten`)
};

const ar_apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستجابات`)
};

const en_xa2_apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþóñšéš ····]`)
};

/**
* | output |
* | --- |
* | "Responses" |
*
* @param {Apidocs_ResponsesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_responses = /** @type {((inputs?: Apidocs_ResponsesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_ResponsesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_responses(inputs)
	if (locale === "ar") return ar_apidocs_responses(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_responses(inputs)
	return en_apidocs_responses(inputs)
});