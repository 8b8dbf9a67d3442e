import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Keys_Usage_FailedInputs */

const en_keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not load your API usage: ${i?.reason}`)
};

const de_keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre API-Nutzung konnte nicht geladen werden: ${i?.reason}`)
};

const ar_keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل استخدامك لـ API: ${i?.reason}`)
};

const en_xa2_keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ýóúŕ ÁÞÍ úšáĝé: ${i?.reason} ············]`)
};

/**
* | output |
* | --- |
* | "Could not load your API usage: {reason}" |
*
* @param {Keys_Usage_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_failed = /** @type {((inputs: Keys_Usage_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_usage_failed(inputs)
	if (locale === "ar") return ar_keys_usage_failed(inputs)
	if (locale === "en-XA") return en_xa2_keys_usage_failed(inputs)
	return en_keys_usage_failed(inputs)
});