import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Sent_As_DescriptionInputs */

const en_apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API takes your key in either header.`)
};

const de_apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die API nimmt Ihren Schlüssel in beiden Headern an.`)
};

const ar_apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقبل API مفتاحك في أيٍّ من الترويستين.`)
};

const en_xa2_apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ţáķéš ýóúŕ ķéý íñ éíţĥéŕ ĥéáðéŕ. ················]`)
};

/**
* | output |
* | --- |
* | "The API takes your key in either header." |
*
* @param {Apidocs_Sent_As_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_sent_as_description = /** @type {((inputs?: Apidocs_Sent_As_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Sent_As_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_sent_as_description(inputs)
	if (locale === "ar") return ar_apidocs_sent_as_description(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_sent_as_description(inputs)
	return en_apidocs_sent_as_description(inputs)
});