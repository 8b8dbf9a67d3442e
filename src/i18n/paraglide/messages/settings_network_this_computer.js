import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Network_This_ComputerInputs */

const en_settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this computer`)
};

const de_settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diesem Computer`)
};

const ar_settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الحاسوب`)
};

const en_xa2_settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš çóɱþúţéŕ ·····]`)
};

/**
* | output |
* | --- |
* | "this computer" |
*
* @param {Settings_Network_This_ComputerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_network_this_computer = /** @type {((inputs?: Settings_Network_This_ComputerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Network_This_ComputerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_network_this_computer(inputs)
	if (locale === "ar") return ar_settings_network_this_computer(inputs)
	if (locale === "en-XA") return en_xa2_settings_network_this_computer(inputs)
	return en_settings_network_this_computer(inputs)
});