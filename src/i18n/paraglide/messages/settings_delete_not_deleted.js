import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Not_DeletedInputs */

const en_settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not deleted`)
};

const de_settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gelöscht`)
};

const ar_settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحذف`)
};

const en_xa2_settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðéļéţéð ····]`)
};

/**
* | output |
* | --- |
* | "Not deleted" |
*
* @param {Settings_Delete_Not_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_not_deleted = /** @type {((inputs?: Settings_Delete_Not_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Not_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_not_deleted(inputs)
	if (locale === "ar") return ar_settings_delete_not_deleted(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_not_deleted(inputs)
	return en_settings_delete_not_deleted(inputs)
});