import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Usage_LoadingInputs */

const en_keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your API usage…`)
};

const de_keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre API-Nutzung wird geladen …`)
};

const ar_keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل استخدامك لـ API…`)
};

const en_xa2_keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ ÁÞÍ úšáĝé… ·········]`)
};

/**
* | output |
* | --- |
* | "Loading your API usage…" |
*
* @param {Keys_Usage_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_loading = /** @type {((inputs?: Keys_Usage_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_usage_loading(inputs)
	if (locale === "ar") return ar_keys_usage_loading(inputs)
	if (locale === "en-XA") return en_xa2_keys_usage_loading(inputs)
	return en_keys_usage_loading(inputs)
});