import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Regenerated_TitleInputs */

const en_keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Key Regenerated`)
};

const de_keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel neu erzeugt`)
};

const ar_keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء مفتاح API جديد`)
};

const en_xa2_keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ Ķéý Ŕéĝéñéŕáţéð ········]`)
};

/**
* | output |
* | --- |
* | "API Key Regenerated" |
*
* @param {Keys_Regenerated_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerated_title = /** @type {((inputs?: Keys_Regenerated_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerated_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_regenerated_title(inputs)
	if (locale === "ar") return ar_keys_regenerated_title(inputs)
	if (locale === "en-XA") return en_xa2_keys_regenerated_title(inputs)
	return en_keys_regenerated_title(inputs)
});