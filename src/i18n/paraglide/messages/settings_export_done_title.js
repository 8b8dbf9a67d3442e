import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Export_Done_TitleInputs */

const en_settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data is downloaded`)
};

const de_settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten sind heruntergeladen`)
};

const ar_settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تنزيل بياناتك`)
};

const en_xa2_settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ðáţá íš ðóŵñļóáðéð ·········]`)
};

/**
* | output |
* | --- |
* | "Your data is downloaded" |
*
* @param {Settings_Export_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_done_title = /** @type {((inputs?: Settings_Export_Done_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_Done_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_export_done_title(inputs)
	if (locale === "ar") return ar_settings_export_done_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_export_done_title(inputs)
	return en_settings_export_done_title(inputs)
});