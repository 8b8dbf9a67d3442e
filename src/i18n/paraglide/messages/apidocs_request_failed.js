import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Request_FailedInputs */

const en_apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request did not complete`)
};

const de_apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anfrage wurde nicht abgeschlossen`)
};

const ar_apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يكتمل الطلب`)
};

const en_xa2_apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ðíð ñóţ çóɱþļéţé ···········]`)
};

/**
* | output |
* | --- |
* | "The request did not complete" |
*
* @param {Apidocs_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_request_failed = /** @type {((inputs?: Apidocs_Request_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Request_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_request_failed(inputs)
	if (locale === "ar") return ar_apidocs_request_failed(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_request_failed(inputs)
	return en_apidocs_request_failed(inputs)
});