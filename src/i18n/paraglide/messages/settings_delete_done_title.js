import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Done_TitleInputs */

const en_settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const de_settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht`)
};

const ar_settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الحساب`)
};

const en_xa2_settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ðéļéţéð ······]`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Settings_Delete_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_done_title = /** @type {((inputs?: Settings_Delete_Done_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Done_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_done_title(inputs)
	if (locale === "ar") return ar_settings_delete_done_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_done_title(inputs)
	return en_settings_delete_done_title(inputs)
});