import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Revoked_TitleInputs */

const en_settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session revoked`)
};

const de_settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzung beendet`)
};

const ar_settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنهيت الجلسة`)
};

const en_xa2_settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ ŕéṽóķéð ······]`)
};

/**
* | output |
* | --- |
* | "Session revoked" |
*
* @param {Settings_Sessions_Revoked_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_revoked_title = /** @type {((inputs?: Settings_Sessions_Revoked_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Revoked_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_revoked_title(inputs)
	if (locale === "ar") return ar_settings_sessions_revoked_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_revoked_title(inputs)
	return en_settings_sessions_revoked_title(inputs)
});