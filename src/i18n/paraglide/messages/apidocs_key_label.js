import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Key_LabelInputs */

const en_apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const de_apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const ar_apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API`)
};

const en_xa2_apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ···]`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Apidocs_Key_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_label = /** @type {((inputs?: Apidocs_Key_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_key_label(inputs)
	if (locale === "ar") return ar_apidocs_key_label(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_key_label(inputs)
	return en_apidocs_key_label(inputs)
});