import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Settings_Time_Zone_Saved_TextInputs */

const en_settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dates and times are now shown in ${i?.zone}.`)
};

const de_settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datum und Uhrzeit erscheinen jetzt in ${i?.zone}.`)
};

const ar_settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تظهر التواريخ والأوقات الآن حسب ${i?.zone}.`)
};

const en_xa2_settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðáţéš áñð ţíɱéš áŕé ñóŵ šĥóŵñ íñ ${i?.zone}. ··············]`)
};

/**
* | output |
* | --- |
* | "Dates and times are now shown in {zone}." |
*
* @param {Settings_Time_Zone_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_time_zone_saved_text = /** @type {((inputs: Settings_Time_Zone_Saved_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Time_Zone_Saved_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_time_zone_saved_text(inputs)
	if (locale === "ar") return ar_settings_time_zone_saved_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_time_zone_saved_text(inputs)
	return en_settings_time_zone_saved_text(inputs)
});