import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Modal_Title_NewInputs */

const en_keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new API key`)
};

const de_keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr neuer API-Schlüssel`)
};

const ar_keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الجديد الخاص بك`)
};

const en_xa2_keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñéŵ ÁÞÍ ķéý ······]`)
};

/**
* | output |
* | --- |
* | "Your new API key" |
*
* @param {Keys_Modal_Title_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_modal_title_new = /** @type {((inputs?: Keys_Modal_Title_NewInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Modal_Title_NewInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_modal_title_new(inputs)
	if (locale === "ar") return ar_keys_modal_title_new(inputs)
	if (locale === "en-XA") return en_xa2_keys_modal_title_new(inputs)
	return en_keys_modal_title_new(inputs)
});