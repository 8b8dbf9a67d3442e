import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ip: NonNullable<unknown> }} Settings_Network_IpInputs */

const en_settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IP ${i?.ip}`)
};

const de_settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IP ${i?.ip}`)
};

const ar_settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IP ${i?.ip}`)
};

const en_xa2_settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÍÞ ${i?.ip} ·]`)
};

/**
* | output |
* | --- |
* | "IP {ip}" |
*
* @param {Settings_Network_IpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_network_ip = /** @type {((inputs: Settings_Network_IpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Network_IpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_network_ip(inputs)
	if (locale === "ar") return ar_settings_network_ip(inputs)
	if (locale === "en-XA") return en_xa2_settings_network_ip(inputs)
	return en_settings_network_ip(inputs)
});