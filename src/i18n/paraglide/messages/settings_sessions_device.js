import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown> }} Settings_Sessions_DeviceInputs */

const en_settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.os}`)
};

const de_settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.os}`)
};

const ar_settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} على ${i?.os}`)
};

const en_xa2_settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.browser} óñ ${i?.os} ··]`)
};

/**
* | output |
* | --- |
* | "{browser} on {os}" |
*
* @param {Settings_Sessions_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_device = /** @type {((inputs: Settings_Sessions_DeviceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_DeviceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_device(inputs)
	if (locale === "ar") return ar_settings_sessions_device(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_device(inputs)
	return en_settings_sessions_device(inputs)
});