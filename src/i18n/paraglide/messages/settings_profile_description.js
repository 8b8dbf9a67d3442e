import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_DescriptionInputs */

const en_settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you appear in the app.`)
};

const de_settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So erscheinen Sie in der App.`)
};

const ar_settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف تظهر في التطبيق.`)
};

const en_xa2_settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ýóú áþþéáŕ íñ ţĥé áþþ. ··········]`)
};

/**
* | output |
* | --- |
* | "How you appear in the app." |
*
* @param {Settings_Profile_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_profile_description = /** @type {((inputs?: Settings_Profile_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_profile_description(inputs)
	if (locale === "ar") return ar_settings_profile_description(inputs)
	if (locale === "en-XA") return en_xa2_settings_profile_description(inputs)
	return en_settings_profile_description(inputs)
});