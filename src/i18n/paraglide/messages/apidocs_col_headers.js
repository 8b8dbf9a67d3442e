import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Col_HeadersInputs */

const en_apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Headers`)
};

const de_apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Header`)
};

const ar_apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الترويسات`)
};

const en_xa2_apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéáðéŕš ···]`)
};

/**
* | output |
* | --- |
* | "Headers" |
*
* @param {Apidocs_Col_HeadersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_headers = /** @type {((inputs?: Apidocs_Col_HeadersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_HeadersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_col_headers(inputs)
	if (locale === "ar") return ar_apidocs_col_headers(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_col_headers(inputs)
	return en_apidocs_col_headers(inputs)
});