import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Personal_KeyInputs */

const en_keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your personal key for the REST API.`)
};

const de_keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr persönlicher Schlüssel für die REST-API.`)
};

const ar_keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاحك الشخصي لواجهة REST API.`)
};

const en_xa2_keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þéŕšóñáļ ķéý ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ. ··············]`)
};

/**
* | output |
* | --- |
* | "Your personal key for the REST API." |
*
* @param {Keys_Personal_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_personal_key = /** @type {((inputs?: Keys_Personal_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Personal_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_personal_key(inputs)
	if (locale === "ar") return ar_keys_personal_key(inputs)
	if (locale === "en-XA") return en_xa2_keys_personal_key(inputs)
	return en_keys_personal_key(inputs)
});