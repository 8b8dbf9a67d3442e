import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_NowInputs */

const en_settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete now`)
};

const de_settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt löschen`)
};

const ar_settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احذف الآن`)
};

const en_xa2_settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ñóŵ ····]`)
};

/**
* | output |
* | --- |
* | "Delete now" |
*
* @param {Settings_Delete_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_now = /** @type {((inputs?: Settings_Delete_NowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_NowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_now(inputs)
	if (locale === "ar") return ar_settings_delete_now(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_now(inputs)
	return en_settings_delete_now(inputs)
});