import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Password_LabelInputs */

const en_settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

const de_settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort`)
};

const ar_settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة مرورك`)
};

const en_xa2_settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð ·····]`)
};

/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Settings_Delete_Password_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_password_label = /** @type {((inputs?: Settings_Delete_Password_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Password_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_password_label(inputs)
	if (locale === "ar") return ar_settings_delete_password_label(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_password_label(inputs)
	return en_settings_delete_password_label(inputs)
});