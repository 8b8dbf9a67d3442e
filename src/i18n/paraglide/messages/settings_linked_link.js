import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Settings_Linked_LinkInputs */

const en_settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link ${i?.provider}`)
};

const de_settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} verknüpfen`)
};

const ar_settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ربط ${i?.provider}`)
};

const en_xa2_settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļíñķ ${i?.provider} ··]`)
};

/**
* | output |
* | --- |
* | "Link {provider}" |
*
* @param {Settings_Linked_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_link = /** @type {((inputs: Settings_Linked_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_link(inputs)
	if (locale === "ar") return ar_settings_linked_link(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_link(inputs)
	return en_settings_linked_link(inputs)
});