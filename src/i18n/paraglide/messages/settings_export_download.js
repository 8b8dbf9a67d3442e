import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Export_DownloadInputs */

const en_settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const de_settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

const ar_settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل بياناتي`)
};

const en_xa2_settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð ɱý ðáţá ······]`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Settings_Export_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_download = /** @type {((inputs?: Settings_Export_DownloadInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_DownloadInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_export_download(inputs)
	if (locale === "ar") return ar_settings_export_download(inputs)
	if (locale === "en-XA") return en_xa2_settings_export_download(inputs)
	return en_settings_export_download(inputs)
});