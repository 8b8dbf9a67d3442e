import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Modal_TitleInputs */

const en_keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your API key`)
};

const de_keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr API-Schlüssel`)
};

const ar_keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الخاص بك`)
};

const en_xa2_keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ÁÞÍ ķéý ·····]`)
};

/**
* | output |
* | --- |
* | "Your API key" |
*
* @param {Keys_Modal_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_modal_title = /** @type {((inputs?: Keys_Modal_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Modal_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_modal_title(inputs)
	if (locale === "ar") return ar_keys_modal_title(inputs)
	if (locale === "en-XA") return en_xa2_keys_modal_title(inputs)
	return en_keys_modal_title(inputs)
});