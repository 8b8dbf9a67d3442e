import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_In_QueryInputs */

const en_apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the query`)
};

const de_apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Abfrage`)
};

const ar_apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في الاستعلام`)
};

const en_xa2_apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ţĥé ǫúéŕý ·····]`)
};

/**
* | output |
* | --- |
* | "In the query" |
*
* @param {Apidocs_In_QueryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_in_query = /** @type {((inputs?: Apidocs_In_QueryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_In_QueryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_in_query(inputs)
	if (locale === "ar") return ar_apidocs_in_query(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_in_query(inputs)
	return en_apidocs_in_query(inputs)
});