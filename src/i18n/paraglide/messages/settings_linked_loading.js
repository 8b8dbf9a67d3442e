import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_LoadingInputs */

const en_settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your linked accounts…`)
};

const de_settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre verknüpften Konten werden geladen…`)
};

const ar_settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل حساباتك المرتبطة…`)
};

const en_xa2_settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ ļíñķéð áççóúñţš… ············]`)
};

/**
* | output |
* | --- |
* | "Loading your linked accounts…" |
*
* @param {Settings_Linked_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_loading = /** @type {((inputs?: Settings_Linked_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_loading(inputs)
	if (locale === "ar") return ar_settings_linked_loading(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_loading(inputs)
	return en_settings_linked_loading(inputs)
});