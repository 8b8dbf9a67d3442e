import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Response_BodyInputs */

const en_apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response body`)
};

const de_apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwortinhalt`)
};

const ar_apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتوى الاستجابة`)
};

const en_xa2_apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþóñšé ƀóðý ·····]`)
};

/**
* | output |
* | --- |
* | "Response body" |
*
* @param {Apidocs_Response_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_response_body = /** @type {((inputs?: Apidocs_Response_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Response_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_response_body(inputs)
	if (locale === "ar") return ar_apidocs_response_body(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_response_body(inputs)
	return en_apidocs_response_body(inputs)
});