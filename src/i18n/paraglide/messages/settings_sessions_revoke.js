import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_RevokeInputs */

const en_settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

const de_settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beenden`)
};

const ar_settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنهاء`)
};

const en_xa2_settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ··]`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Settings_Sessions_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_revoke = /** @type {((inputs?: Settings_Sessions_RevokeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_RevokeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_revoke(inputs)
	if (locale === "ar") return ar_settings_sessions_revoke(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_revoke(inputs)
	return en_settings_sessions_revoke(inputs)
});