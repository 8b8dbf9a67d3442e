import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_SessionsInputs */

const en_settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const de_settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzungen`)
};

const ar_settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجلسات`)
};

const en_xa2_settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñš ···]`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Settings_Nav_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_sessions = /** @type {((inputs?: Settings_Nav_SessionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_SessionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_sessions(inputs)
	if (locale === "ar") return ar_settings_nav_sessions(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_sessions(inputs)
	return en_settings_nav_sessions(inputs)
});