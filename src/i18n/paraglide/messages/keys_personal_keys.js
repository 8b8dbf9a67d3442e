import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Personal_KeysInputs */

const en_keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your personal keys for the REST API.`)
};

const de_keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre persönlichen Schlüssel für die REST-API.`)
};

const ar_keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيحك الشخصية لواجهة REST API.`)
};

const en_xa2_keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þéŕšóñáļ ķéýš ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ. ··············]`)
};

/**
* | output |
* | --- |
* | "Your personal keys for the REST API." |
*
* @param {Keys_Personal_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_personal_keys = /** @type {((inputs?: Keys_Personal_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Personal_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_personal_keys(inputs)
	if (locale === "ar") return ar_keys_personal_keys(inputs)
	if (locale === "en-XA") return en_xa2_keys_personal_keys(inputs)
	return en_keys_personal_keys(inputs)
});