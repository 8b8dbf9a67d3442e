import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_ProviderInputs */

const en_settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provider`)
};

const de_settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter`)
};

const ar_settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المزوّد`)
};

const en_xa2_settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóṽíðéŕ ···]`)
};

/**
* | output |
* | --- |
* | "Provider" |
*
* @param {Settings_Linked_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_provider = /** @type {((inputs?: Settings_Linked_ProviderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_ProviderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_provider(inputs)
	if (locale === "ar") return ar_settings_linked_provider(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_provider(inputs)
	return en_settings_linked_provider(inputs)
});