import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Export_DescriptionInputs */

const en_settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A copy of everything this app holds about you, in one JSON file.`)
};

const de_settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Kopie von allem, was diese App über Sie speichert, in einer JSON-Datei.`)
};

const ar_settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخة من كل ما يحتفظ به هذا التطبيق عنك، في ملف JSON واحد.`)
};

const en_xa2_settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çóþý óƒ éṽéŕýţĥíñĝ ţĥíš áþþ ĥóļðš áƀóúţ ýóú, íñ óñé ĴŠÓÑ ƒíļé. ··························]`)
};

/**
* | output |
* | --- |
* | "A copy of everything this app holds about you, in one JSON file." |
*
* @param {Settings_Export_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_description = /** @type {((inputs?: Settings_Export_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_export_description(inputs)
	if (locale === "ar") return ar_settings_export_description(inputs)
	if (locale === "en-XA") return en_xa2_settings_export_description(inputs)
	return en_settings_export_description(inputs)
});