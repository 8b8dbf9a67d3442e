import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_RegenerateInputs */

const en_keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate`)
};

const de_keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu erzeugen`)
};

const ar_keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء من جديد`)
};

const en_xa2_keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝéñéŕáţé ····]`)
};

/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Keys_RegenerateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate = /** @type {((inputs?: Keys_RegenerateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_RegenerateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_regenerate(inputs)
	if (locale === "ar") return ar_keys_regenerate(inputs)
	if (locale === "en-XA") return en_xa2_keys_regenerate(inputs)
	return en_keys_regenerate(inputs)
});