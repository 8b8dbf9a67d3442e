import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_LinkedInputs */

const en_settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linked`)
};

const de_settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verknüpft`)
};

const ar_settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ الربط`)
};

const en_xa2_settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķéð ··]`)
};

/**
* | output |
* | --- |
* | "Linked" |
*
* @param {Settings_Linked_LinkedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_linked = /** @type {((inputs?: Settings_Linked_LinkedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_LinkedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_linked(inputs)
	if (locale === "ar") return ar_settings_linked_linked(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_linked(inputs)
	return en_settings_linked_linked(inputs)
});