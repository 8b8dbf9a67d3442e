import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_Saved_TextInputs */

const en_settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name and picture are updated.`)
};

const de_settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name und Ihr Bild sind aktualisiert.`)
};

const ar_settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث اسمك وصورتك.`)
};

const en_xa2_settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñáɱé áñð þíçţúŕé áŕé úþðáţéð. ··············]`)
};

/**
* | output |
* | --- |
* | "Your name and picture are updated." |
*
* @param {Settings_Profile_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_profile_saved_text = /** @type {((inputs?: Settings_Profile_Saved_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Saved_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_profile_saved_text(inputs)
	if (locale === "ar") return ar_settings_profile_saved_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_profile_saved_text(inputs)
	return en_settings_profile_saved_text(inputs)
});