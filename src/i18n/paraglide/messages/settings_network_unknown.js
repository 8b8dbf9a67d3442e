import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Network_UnknownInputs */

const en_settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown address`)
};

const de_settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einer unbekannten Adresse`)
};

const ar_settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان غير معروف`)
};

const en_xa2_settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ áððŕéšš ·······]`)
};

/**
* | output |
* | --- |
* | "an unknown address" |
*
* @param {Settings_Network_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_network_unknown = /** @type {((inputs?: Settings_Network_UnknownInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Network_UnknownInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_network_unknown(inputs)
	if (locale === "ar") return ar_settings_network_unknown(inputs)
	if (locale === "en-XA") return en_xa2_settings_network_unknown(inputs)
	return en_settings_network_unknown(inputs)
});