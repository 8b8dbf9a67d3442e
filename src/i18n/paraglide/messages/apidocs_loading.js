import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_LoadingInputs */

const en_apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the API description…`)
};

const de_apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Beschreibung wird geladen …`)
};

const ar_apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل وصف API…`)
};

const en_xa2_apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ÁÞÍ ðéšçŕíþţíóñ… ···········]`)
};

/**
* | output |
* | --- |
* | "Loading the API description…" |
*
* @param {Apidocs_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_loading = /** @type {((inputs?: Apidocs_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_loading(inputs)
	if (locale === "ar") return ar_apidocs_loading(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_loading(inputs)
	return en_apidocs_loading(inputs)
});