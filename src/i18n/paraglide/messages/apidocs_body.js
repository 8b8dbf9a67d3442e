import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_BodyInputs */

const en_apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Body`)
};

const de_apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalt`)
};

const ar_apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المحتوى`)
};

const en_xa2_apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóðý ··]`)
};

/**
* | output |
* | --- |
* | "Body" |
*
* @param {Apidocs_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_body = /** @type {((inputs?: Apidocs_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_body(inputs)
	if (locale === "ar") return ar_apidocs_body(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_body(inputs)
	return en_apidocs_body(inputs)
});