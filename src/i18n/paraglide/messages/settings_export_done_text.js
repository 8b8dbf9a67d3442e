import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Export_Done_TextInputs */

const en_settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One JSON file, in your downloads.`)
};

const de_settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine JSON-Datei, in Ihren Downloads.`)
};

const ar_settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملف JSON واحد في مجلد التنزيلات.`)
};

const en_xa2_settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñé ĴŠÓÑ ƒíļé, íñ ýóúŕ ðóŵñļóáðš. ·············]`)
};

/**
* | output |
* | --- |
* | "One JSON file, in your downloads." |
*
* @param {Settings_Export_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_done_text = /** @type {((inputs?: Settings_Export_Done_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_Done_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_export_done_text(inputs)
	if (locale === "ar") return ar_settings_export_done_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_export_done_text(inputs)
	return en_settings_export_done_text(inputs)
});