import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_ActionsInputs */

const en_settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const de_settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

const ar_settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإجراءات`)
};

const en_xa2_settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ···]`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Settings_Linked_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_actions = /** @type {((inputs?: Settings_Linked_ActionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_ActionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_actions(inputs)
	if (locale === "ar") return ar_settings_linked_actions(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_actions(inputs)
	return en_settings_linked_actions(inputs)
});