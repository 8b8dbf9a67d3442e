import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Usage_NoneInputs */

const en_keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API calls in the last 30 days.`)
};

const de_keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine API-Aufrufe in den letzten 30 Tagen.`)
};

const ar_keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد طلبات API خلال آخر 30 يومًا.`)
};

const en_xa2_keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ÁÞÍ çáļļš íñ ţĥé ļášţ 30 ðáýš. ·············]`)
};

/**
* | output |
* | --- |
* | "No API calls in the last 30 days." |
*
* @param {Keys_Usage_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_none = /** @type {((inputs?: Keys_Usage_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_usage_none(inputs)
	if (locale === "ar") return ar_keys_usage_none(inputs)
	if (locale === "en-XA") return en_xa2_keys_usage_none(inputs)
	return en_keys_usage_none(inputs)
});