import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Request_BodyInputs */

const en_apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request body`)
};

const de_apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrageinhalt`)
};

const ar_apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتوى الطلب`)
};

const en_xa2_apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫúéšţ ƀóðý ·····]`)
};

/**
* | output |
* | --- |
* | "Request body" |
*
* @param {Apidocs_Request_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_request_body = /** @type {((inputs?: Apidocs_Request_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Request_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_request_body(inputs)
	if (locale === "ar") return ar_apidocs_request_body(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_request_body(inputs)
	return en_apidocs_request_body(inputs)
});