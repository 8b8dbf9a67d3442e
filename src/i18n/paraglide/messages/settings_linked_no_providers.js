import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_No_ProvidersInputs */

const en_settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sign-in providers are configured on this server.`)
};

const de_settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf diesem Server sind keine Anmeldeanbieter eingerichtet.`)
};

const ar_settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد مزوّدو تسجيل دخول مهيَّؤون على هذا الخادم.`)
};

const en_xa2_settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šíĝñ-íñ þŕóṽíðéŕš áŕé çóñƒíĝúŕéð óñ ţĥíš šéŕṽéŕ. ····················]`)
};

/**
* | output |
* | --- |
* | "No sign-in providers are configured on this server." |
*
* @param {Settings_Linked_No_ProvidersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_no_providers = /** @type {((inputs?: Settings_Linked_No_ProvidersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_No_ProvidersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_no_providers(inputs)
	if (locale === "ar") return ar_settings_linked_no_providers(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_no_providers(inputs)
	return en_settings_linked_no_providers(inputs)
});