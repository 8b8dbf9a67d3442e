import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Export_FailedInputs */

const en_settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data could not be exported. Try again.`)
};

const de_settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten konnten nicht exportiert werden. Versuchen Sie es erneut.`)
};

const ar_settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تصدير بياناتك. حاول مرة أخرى.`)
};

const en_xa2_settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ðáţá çóúļð ñóţ ƀé éẋþóŕţéð. Ţŕý áĝáíñ. ·················]`)
};

/**
* | output |
* | --- |
* | "Your data could not be exported. Try again." |
*
* @param {Settings_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_failed = /** @type {((inputs?: Settings_Export_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_export_failed(inputs)
	if (locale === "ar") return ar_settings_export_failed(inputs)
	if (locale === "en-XA") return en_xa2_settings_export_failed(inputs)
	return en_settings_export_failed(inputs)
});