import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_ProfileInputs */

const en_settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const de_settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

const ar_settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف الشخصي`)
};

const en_xa2_settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé ···]`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Settings_Nav_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_profile = /** @type {((inputs?: Settings_Nav_ProfileInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_ProfileInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_profile(inputs)
	if (locale === "ar") return ar_settings_nav_profile(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_profile(inputs)
	return en_settings_nav_profile(inputs)
});