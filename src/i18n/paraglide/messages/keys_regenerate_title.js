import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Regenerate_TitleInputs */

const en_keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate your API key?`)
};

const de_keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel neu erzeugen?`)
};

const ar_keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد إنشاء مفتاح API جديد؟`)
};

const en_xa2_keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝéñéŕáţé ýóúŕ ÁÞÍ ķéý? ··········]`)
};

/**
* | output |
* | --- |
* | "Regenerate your API key?" |
*
* @param {Keys_Regenerate_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_title = /** @type {((inputs?: Keys_Regenerate_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_regenerate_title(inputs)
	if (locale === "ar") return ar_keys_regenerate_title(inputs)
	if (locale === "en-XA") return en_xa2_keys_regenerate_title(inputs)
	return en_keys_regenerate_title(inputs)
});