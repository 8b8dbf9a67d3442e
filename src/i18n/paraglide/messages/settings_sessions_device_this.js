import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown> }} Settings_Sessions_Device_ThisInputs */

const en_settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.os} (this device)`)
};

const de_settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.os} (dieses Gerät)`)
};

const ar_settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} على ${i?.os} (هذا الجهاز)`)
};

const en_xa2_settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.browser} óñ ${i?.os} (ţĥíš ðéṽíçé) ·······]`)
};

/**
* | output |
* | --- |
* | "{browser} on {os} (this device)" |
*
* @param {Settings_Sessions_Device_ThisInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_device_this = /** @type {((inputs: Settings_Sessions_Device_ThisInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Device_ThisInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_device_this(inputs)
	if (locale === "ar") return ar_settings_sessions_device_this(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_device_this(inputs)
	return en_settings_sessions_device_this(inputs)
});