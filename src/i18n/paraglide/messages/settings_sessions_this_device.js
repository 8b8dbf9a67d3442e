import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_This_DeviceInputs */

const en_settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device`)
};

const de_settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät`)
};

const ar_settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الجهاز`)
};

const en_xa2_settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðéṽíçé ····]`)
};

/**
* | output |
* | --- |
* | "This device" |
*
* @param {Settings_Sessions_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_this_device = /** @type {((inputs?: Settings_Sessions_This_DeviceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_This_DeviceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_this_device(inputs)
	if (locale === "ar") return ar_settings_sessions_this_device(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_this_device(inputs)
	return en_settings_sessions_this_device(inputs)
});