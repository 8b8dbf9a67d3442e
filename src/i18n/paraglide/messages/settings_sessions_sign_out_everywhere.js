import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Sign_Out_EverywhereInputs */

const en_settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere`)
};

const de_settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden`)
};

const ar_settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل مكان`)
};

const en_xa2_settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ éṽéŕýŵĥéŕé ········]`)
};

/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Settings_Sessions_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_sign_out_everywhere = /** @type {((inputs?: Settings_Sessions_Sign_Out_EverywhereInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Sign_Out_EverywhereInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_sign_out_everywhere(inputs)
	if (locale === "ar") return ar_settings_sessions_sign_out_everywhere(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_sign_out_everywhere(inputs)
	return en_settings_sessions_sign_out_everywhere(inputs)
});