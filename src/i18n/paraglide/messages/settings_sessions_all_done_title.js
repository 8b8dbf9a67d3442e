import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_All_Done_TitleInputs */

const en_settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out everywhere`)
};

const de_settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abgemeldet`)
};

const ar_settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من كل مكان`)
};

const en_xa2_settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ éṽéŕýŵĥéŕé ········]`)
};

/**
* | output |
* | --- |
* | "Signed out everywhere" |
*
* @param {Settings_Sessions_All_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_all_done_title = /** @type {((inputs?: Settings_Sessions_All_Done_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_All_Done_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_all_done_title(inputs)
	if (locale === "ar") return ar_settings_sessions_all_done_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_all_done_title(inputs)
	return en_settings_sessions_all_done_title(inputs)
});