import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Load_FailedInputs */

const en_apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the API description`)
};

const de_apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die API-Beschreibung konnte nicht geladen werden`)
};

const ar_apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل وصف API`)
};

const en_xa2_apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé ÁÞÍ ðéšçŕíþţíóñ ··············]`)
};

/**
* | output |
* | --- |
* | "Could not load the API description" |
*
* @param {Apidocs_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_load_failed = /** @type {((inputs?: Apidocs_Load_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Load_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_load_failed(inputs)
	if (locale === "ar") return ar_apidocs_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_load_failed(inputs)
	return en_apidocs_load_failed(inputs)
});