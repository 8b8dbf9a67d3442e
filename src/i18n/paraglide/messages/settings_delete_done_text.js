import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Done_TextInputs */

const en_settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and everything in it are gone.`)
};

const de_settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto und alles darin sind gelöscht.`)
};

const ar_settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذف حسابك وكل ما فيه.`)
};

const en_xa2_settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ áñð éṽéŕýţĥíñĝ íñ íţ áŕé ĝóñé. ·················]`)
};

/**
* | output |
* | --- |
* | "Your account and everything in it are gone." |
*
* @param {Settings_Delete_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_done_text = /** @type {((inputs?: Settings_Delete_Done_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Done_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_done_text(inputs)
	if (locale === "ar") return ar_settings_delete_done_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_done_text(inputs)
	return en_settings_delete_done_text(inputs)
});