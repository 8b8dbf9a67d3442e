import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Export_TitleInputs */

const en_settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const de_settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten`)
};

const ar_settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بياناتك`)
};

const en_xa2_settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ðáţá ····]`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Settings_Export_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_title = /** @type {((inputs?: Settings_Export_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_export_title(inputs)
	if (locale === "ar") return ar_settings_export_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_export_title(inputs)
	return en_settings_export_title(inputs)
});