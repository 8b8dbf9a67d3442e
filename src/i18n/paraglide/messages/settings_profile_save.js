import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_SaveInputs */

const en_settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

const de_settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil speichern`)
};

const ar_settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ الملف الشخصي`)
};

const en_xa2_settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé þŕóƒíļé ·····]`)
};

/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Settings_Profile_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_profile_save = /** @type {((inputs?: Settings_Profile_SaveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_SaveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_profile_save(inputs)
	if (locale === "ar") return ar_settings_profile_save(inputs)
	if (locale === "en-XA") return en_xa2_settings_profile_save(inputs)
	return en_settings_profile_save(inputs)
});