import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown>, network: NonNullable<unknown> }} Settings_Sessions_Revoke_LabelInputs */

const en_settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.browser} on ${i?.os}, from ${i?.network}`)
};

const de_settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.os} von ${i?.network} beenden`)
};

const ar_settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إنهاء ${i?.browser} على ${i?.os}، من ${i?.network}`)
};

const en_xa2_settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ${i?.browser} óñ ${i?.os}, ƒŕóɱ ${i?.network} ·······]`)
};

/**
* | output |
* | --- |
* | "Revoke {browser} on {os}, from {network}" |
*
* @param {Settings_Sessions_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_revoke_label = /** @type {((inputs: Settings_Sessions_Revoke_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Revoke_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_revoke_label(inputs)
	if (locale === "ar") return ar_settings_sessions_revoke_label(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_revoke_label(inputs)
	return en_settings_sessions_revoke_label(inputs)
});