import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_With_PasswordInputs */

const en_settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete with password`)
};

const de_settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Passwort löschen`)
};

const ar_settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحذف باستخدام كلمة المرور`)
};

const en_xa2_settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŵíţĥ þáššŵóŕð ········]`)
};

/**
* | output |
* | --- |
* | "Delete with password" |
*
* @param {Settings_Delete_With_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_with_password = /** @type {((inputs?: Settings_Delete_With_PasswordInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_With_PasswordInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_with_password(inputs)
	if (locale === "ar") return ar_settings_delete_with_password(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_with_password(inputs)
	return en_settings_delete_with_password(inputs)
});