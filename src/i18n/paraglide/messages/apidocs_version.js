import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Apidocs_VersionInputs */

const en_apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`version ${i?.version}`)
};

const de_apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const ar_apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإصدار ${i?.version}`)
};

const en_xa2_apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ṽéŕšíóñ ${i?.version} ···]`)
};

/**
* | output |
* | --- |
* | "version {version}" |
*
* @param {Apidocs_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_version = /** @type {((inputs: Apidocs_VersionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_VersionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_version(inputs)
	if (locale === "ar") return ar_apidocs_version(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_version(inputs)
	return en_apidocs_version(inputs)
});