import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_TitleInputs */

const en_settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account`)
};

const de_settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen`)
};

const ar_settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الحساب`)
};

const en_xa2_settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé áççóúñţ ······]`)
};

/**
* | output |
* | --- |
* | "Delete account" |
*
* @param {Settings_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_title = /** @type {((inputs?: Settings_Delete_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_title(inputs)
	if (locale === "ar") return ar_settings_delete_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_title(inputs)
	return en_settings_delete_title(inputs)
});