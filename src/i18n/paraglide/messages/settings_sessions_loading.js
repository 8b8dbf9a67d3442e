import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_LoadingInputs */

const en_settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your sessions…`)
};

const de_settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzungen werden geladen…`)
};

const ar_settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل جلساتك…`)
};

const en_xa2_settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ šéššíóñš… ·········]`)
};

/**
* | output |
* | --- |
* | "Loading your sessions…" |
*
* @param {Settings_Sessions_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_loading = /** @type {((inputs?: Settings_Sessions_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_loading(inputs)
	if (locale === "ar") return ar_settings_sessions_loading(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_loading(inputs)
	return en_settings_sessions_loading(inputs)
});