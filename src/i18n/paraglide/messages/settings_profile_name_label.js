import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_Name_LabelInputs */

const en_settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const ar_settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم`)
};

const en_xa2_settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ··]`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Settings_Profile_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_profile_name_label = /** @type {((inputs?: Settings_Profile_Name_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Name_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_profile_name_label(inputs)
	if (locale === "ar") return ar_settings_profile_name_label(inputs)
	if (locale === "en-XA") return en_xa2_settings_profile_name_label(inputs)
	return en_settings_profile_name_label(inputs)
});