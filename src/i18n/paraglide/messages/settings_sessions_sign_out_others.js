import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Sign_Out_OthersInputs */

const en_settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out other sessions`)
};

const de_settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Sitzungen abmelden`)
};

const ar_settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من الجلسات الأخرى`)
};

const en_xa2_settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ óţĥéŕ šéššíóñš ·········]`)
};

/**
* | output |
* | --- |
* | "Sign out other sessions" |
*
* @param {Settings_Sessions_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_sign_out_others = /** @type {((inputs?: Settings_Sessions_Sign_Out_OthersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Sign_Out_OthersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_sign_out_others(inputs)
	if (locale === "ar") return ar_settings_sessions_sign_out_others(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_sign_out_others(inputs)
	return en_settings_sessions_sign_out_others(inputs)
});