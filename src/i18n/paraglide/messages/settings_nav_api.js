import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_ApiInputs */

const en_settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

const de_settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

const ar_settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واجهة API`)
};

const en_xa2_settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ·]`)
};

/**
* | output |
* | --- |
* | "API" |
*
* @param {Settings_Nav_ApiInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_api = /** @type {((inputs?: Settings_Nav_ApiInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_ApiInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_api(inputs)
	if (locale === "ar") return ar_settings_nav_api(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_api(inputs)
	return en_settings_nav_api(inputs)
});