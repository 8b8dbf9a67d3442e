import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Api_KeyInputs */

const en_org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const de_org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const ar_org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API`)
};

const en_xa2_org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ···]`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Org_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_api_key = /** @type {((inputs?: Org_Api_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Api_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_api_key(inputs)
	if (locale === "ar") return ar_org_api_key(inputs)
	if (locale === "en-XA") return en_xa2_org_api_key(inputs)
	return en_org_api_key(inputs)
});