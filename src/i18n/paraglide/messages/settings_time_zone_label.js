import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Time_Zone_LabelInputs */

const en_settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const de_settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone`)
};

const ar_settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المنطقة الزمنية`)
};

const en_xa2_settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé žóñé ····]`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Settings_Time_Zone_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_time_zone_label = /** @type {((inputs?: Settings_Time_Zone_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Time_Zone_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_time_zone_label(inputs)
	if (locale === "ar") return ar_settings_time_zone_label(inputs)
	if (locale === "en-XA") return en_xa2_settings_time_zone_label(inputs)
	return en_settings_time_zone_label(inputs)
});