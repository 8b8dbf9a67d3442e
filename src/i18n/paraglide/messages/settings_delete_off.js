import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_OffInputs */

const en_settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting accounts is turned off on this server. Contact support to close your account.`)
};

const de_settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Löschen von Konten ist auf diesem Server abgeschaltet. Wenden Sie sich an den Support, um Ihr Konto zu schließen.`)
};

const ar_settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الحسابات معطّل على هذا الخادم. تواصل مع الدعم لإغلاق حسابك.`)
};

const en_xa2_settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţíñĝ áççóúñţš íš ţúŕñéð óƒƒ óñ ţĥíš šéŕṽéŕ. Çóñţáçţ šúþþóŕţ ţó çļóšé ýóúŕ áççóúñţ. ··································]`)
};

/**
* | output |
* | --- |
* | "Deleting accounts is turned off on this server. Contact support to close your account." |
*
* @param {Settings_Delete_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_off = /** @type {((inputs?: Settings_Delete_OffInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_OffInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_off(inputs)
	if (locale === "ar") return ar_settings_delete_off(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_off(inputs)
	return en_settings_delete_off(inputs)
});