import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_PasswordInputs */

const en_settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const de_settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

const ar_settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

const en_xa2_settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ···]`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Settings_Linked_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_password = /** @type {((inputs?: Settings_Linked_PasswordInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_PasswordInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_password(inputs)
	if (locale === "ar") return ar_settings_linked_password(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_password(inputs)
	return en_settings_linked_password(inputs)
});