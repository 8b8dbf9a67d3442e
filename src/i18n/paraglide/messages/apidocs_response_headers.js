import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Response_HeadersInputs */

const en_apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response headers`)
};

const de_apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort-Header`)
};

const ar_apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترويسات الاستجابة`)
};

const en_xa2_apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþóñšé ĥéáðéŕš ······]`)
};

/**
* | output |
* | --- |
* | "Response headers" |
*
* @param {Apidocs_Response_HeadersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_response_headers = /** @type {((inputs?: Apidocs_Response_HeadersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Response_HeadersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_response_headers(inputs)
	if (locale === "ar") return ar_apidocs_response_headers(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_response_headers(inputs)
	return en_apidocs_response_headers(inputs)
});