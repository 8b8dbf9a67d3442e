import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Org_No_KeyInputs */

const en_keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organization has no API key yet.`)
};

const de_keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation hat noch keinen API-Schlüssel.`)
};

const ar_keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لدى المؤسسة مفتاح API بعد.`)
};

const en_xa2_keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ ĥáš ñó ÁÞÍ ķéý ýéţ. ··············]`)
};

/**
* | output |
* | --- |
* | "The organization has no API key yet." |
*
* @param {Keys_Org_No_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_org_no_key = /** @type {((inputs?: Keys_Org_No_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Org_No_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_org_no_key(inputs)
	if (locale === "ar") return ar_keys_org_no_key(inputs)
	if (locale === "en-XA") return en_xa2_keys_org_no_key(inputs)
	return en_keys_org_no_key(inputs)
});