import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Usage_HeadingInputs */

const en_keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls, last 30 days`)
};

const de_keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe, letzte 30 Tage`)
};

const ar_keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API خلال آخر 30 يومًا`)
};

const en_xa2_keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš, ļášţ 30 ðáýš ·········]`)
};

/**
* | output |
* | --- |
* | "API calls, last 30 days" |
*
* @param {Keys_Usage_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_heading = /** @type {((inputs?: Keys_Usage_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_usage_heading(inputs)
	if (locale === "ar") return ar_keys_usage_heading(inputs)
	if (locale === "en-XA") return en_xa2_keys_usage_heading(inputs)
	return en_keys_usage_heading(inputs)
});