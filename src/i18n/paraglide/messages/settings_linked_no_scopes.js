import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_No_ScopesInputs */

const en_settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const ar_settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء`)
};

const en_xa2_settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ··]`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Settings_Linked_No_ScopesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_no_scopes = /** @type {((inputs?: Settings_Linked_No_ScopesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_No_ScopesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_no_scopes(inputs)
	if (locale === "ar") return ar_settings_linked_no_scopes(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_no_scopes(inputs)
	return en_settings_linked_no_scopes(inputs)
});