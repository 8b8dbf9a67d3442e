import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Time_Zone_Saved_TitleInputs */

const en_settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone saved`)
};

const de_settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone gespeichert`)
};

const ar_settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حفظ المنطقة الزمنية`)
};

const en_xa2_settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé žóñé šáṽéð ······]`)
};

/**
* | output |
* | --- |
* | "Time zone saved" |
*
* @param {Settings_Time_Zone_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_time_zone_saved_title = /** @type {((inputs?: Settings_Time_Zone_Saved_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Time_Zone_Saved_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_time_zone_saved_title(inputs)
	if (locale === "ar") return ar_settings_time_zone_saved_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_time_zone_saved_title(inputs)
	return en_settings_time_zone_saved_title(inputs)
});