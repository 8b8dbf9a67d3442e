import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Revoked_TextInputs */

const en_settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That device is signed out.`)
};

const de_settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät ist abgemeldet.`)
};

const ar_settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من ذلك الجهاز.`)
};

const en_xa2_settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ðéṽíçé íš šíĝñéð óúţ. ··········]`)
};

/**
* | output |
* | --- |
* | "That device is signed out." |
*
* @param {Settings_Sessions_Revoked_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_revoked_text = /** @type {((inputs?: Settings_Sessions_Revoked_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Revoked_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_revoked_text(inputs)
	if (locale === "ar") return ar_settings_sessions_revoked_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_revoked_text(inputs)
	return en_settings_sessions_revoked_text(inputs)
});