import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Not_Signed_Out_TitleInputs */

const en_settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not signed out`)
};

const de_settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht abgemeldet`)
};

const ar_settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل الخروج`)
};

const en_xa2_settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šíĝñéð óúţ ······]`)
};

/**
* | output |
* | --- |
* | "Not signed out" |
*
* @param {Settings_Sessions_Not_Signed_Out_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_not_signed_out_title = /** @type {((inputs?: Settings_Sessions_Not_Signed_Out_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Not_Signed_Out_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_not_signed_out_title(inputs)
	if (locale === "ar") return ar_settings_sessions_not_signed_out_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_not_signed_out_title(inputs)
	return en_settings_sessions_not_signed_out_title(inputs)
});