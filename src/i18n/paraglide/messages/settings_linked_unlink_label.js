import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Settings_Linked_Unlink_LabelInputs */

const en_settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unlink ${i?.provider}`)
};

const de_settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} trennen`)
};

const ar_settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلغاء ربط ${i?.provider}`)
};

const en_xa2_settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úñļíñķ ${i?.provider} ···]`)
};

/**
* | output |
* | --- |
* | "Unlink {provider}" |
*
* @param {Settings_Linked_Unlink_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_unlink_label = /** @type {((inputs: Settings_Linked_Unlink_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_Unlink_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_unlink_label(inputs)
	if (locale === "ar") return ar_settings_linked_unlink_label(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_unlink_label(inputs)
	return en_settings_linked_unlink_label(inputs)
});