import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ calls: NonNullable<unknown> }} Keys_Usage_TotalInputs */

const en_keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} in the last 30 days.`)
};

const de_keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} in den letzten 30 Tagen.`)
};

const ar_keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} خلال آخر 30 يومًا.`)
};

const en_xa2_keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.calls} íñ ţĥé ļášţ 30 ðáýš. ········]`)
};

/**
* | output |
* | --- |
* | "{calls} in the last 30 days." |
*
* @param {Keys_Usage_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_total = /** @type {((inputs: Keys_Usage_TotalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_TotalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_usage_total(inputs)
	if (locale === "ar") return ar_keys_usage_total(inputs)
	if (locale === "en-XA") return en_xa2_keys_usage_total(inputs)
	return en_keys_usage_total(inputs)
});