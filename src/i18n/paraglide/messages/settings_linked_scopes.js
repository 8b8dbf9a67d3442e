import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_ScopesInputs */

const en_settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopes`)
};

const de_settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berechtigungen`)
};

const ar_settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصلاحيات`)
};

const en_xa2_settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçóþéš ··]`)
};

/**
* | output |
* | --- |
* | "Scopes" |
*
* @param {Settings_Linked_ScopesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_scopes = /** @type {((inputs?: Settings_Linked_ScopesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_ScopesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_scopes(inputs)
	if (locale === "ar") return ar_settings_linked_scopes(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_scopes(inputs)
	return en_settings_linked_scopes(inputs)
});