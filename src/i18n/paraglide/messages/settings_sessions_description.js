import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_DescriptionInputs */

const en_settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where your account is signed in.`)
};

const de_settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo Ihr Konto angemeldet ist.`)
};

const ar_settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأماكن التي سُجّل فيها الدخول إلى حسابك.`)
};

const en_xa2_settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéŕé ýóúŕ áççóúñţ íš šíĝñéð íñ. ·············]`)
};

/**
* | output |
* | --- |
* | "Where your account is signed in." |
*
* @param {Settings_Sessions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_description = /** @type {((inputs?: Settings_Sessions_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_description(inputs)
	if (locale === "ar") return ar_settings_sessions_description(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_description(inputs)
	return en_settings_sessions_description(inputs)
});