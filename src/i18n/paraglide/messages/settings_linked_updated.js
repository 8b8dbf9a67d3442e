import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_UpdatedInputs */

const en_settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updated`)
};

const de_settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisiert`)
};

const ar_settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر تحديث`)
};

const en_xa2_settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþðáţéð ···]`)
};

/**
* | output |
* | --- |
* | "Updated" |
*
* @param {Settings_Linked_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_updated = /** @type {((inputs?: Settings_Linked_UpdatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_UpdatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_updated(inputs)
	if (locale === "ar") return ar_settings_linked_updated(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_updated(inputs)
	return en_settings_linked_updated(inputs)
});