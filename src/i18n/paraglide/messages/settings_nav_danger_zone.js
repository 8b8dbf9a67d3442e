import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_Danger_ZoneInputs */

const en_settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danger zone`)
};

const de_settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefahrenbereich`)
};

const ar_settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منطقة الخطر`)
};

const en_xa2_settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáñĝéŕ žóñé ····]`)
};

/**
* | output |
* | --- |
* | "Danger zone" |
*
* @param {Settings_Nav_Danger_ZoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_danger_zone = /** @type {((inputs?: Settings_Nav_Danger_ZoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_Danger_ZoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_danger_zone(inputs)
	if (locale === "ar") return ar_settings_nav_danger_zone(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_danger_zone(inputs)
	return en_settings_nav_danger_zone(inputs)
});