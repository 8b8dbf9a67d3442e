import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_OpenInputs */

const en_settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account…`)
};

const de_settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen…`)
};

const ar_settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الحساب…`)
};

const en_xa2_settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé áççóúñţ… ······]`)
};

/**
* | output |
* | --- |
* | "Delete account…" |
*
* @param {Settings_Delete_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_open = /** @type {((inputs?: Settings_Delete_OpenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_OpenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_open(inputs)
	if (locale === "ar") return ar_settings_delete_open(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_open(inputs)
	return en_settings_delete_open(inputs)
});