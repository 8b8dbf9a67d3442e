import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Settings_Time_Zone_BrowserInputs */

const en_settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This browser's zone (${i?.zone})`)
};

const de_settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeitzone dieses Browsers (${i?.zone})`)
};

const ar_settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`منطقة هذا المتصفح (${i?.zone})`)
};

const en_xa2_settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ƀŕóŵšéŕ'š žóñé (${i?.zone}) ·········]`)
};

/**
* | output |
* | --- |
* | "This browser's zone ({zone})" |
*
* @param {Settings_Time_Zone_BrowserInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_time_zone_browser = /** @type {((inputs: Settings_Time_Zone_BrowserInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Time_Zone_BrowserInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_time_zone_browser(inputs)
	if (locale === "ar") return ar_settings_time_zone_browser(inputs)
	if (locale === "en-XA") return en_xa2_settings_time_zone_browser(inputs)
	return en_settings_time_zone_browser(inputs)
});