import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_DescriptionInputs */

const en_settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removes your account, its sessions, linked accounts and API key. This cannot be undone.`)
};

const de_settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernt Ihr Konto, seine Sitzungen, verknüpften Konten und den API-Schlüssel. Das lässt sich nicht rückgängig machen.`)
};

const ar_settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يزيل حسابك وجلساته وحساباته المرتبطة ومفتاح API. لا يمكن التراجع عن ذلك.`)
};

const en_xa2_settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽéš ýóúŕ áççóúñţ, íţš šéššíóñš, ļíñķéð áççóúñţš áñð ÁÞÍ ķéý. Ţĥíš çáññóţ ƀé úñðóñé. ···································]`)
};

/**
* | output |
* | --- |
* | "Removes your account, its sessions, linked accounts and API key. This cannot be undone." |
*
* @param {Settings_Delete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_description = /** @type {((inputs?: Settings_Delete_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_description(inputs)
	if (locale === "ar") return ar_settings_delete_description(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_description(inputs)
	return en_settings_delete_description(inputs)
});