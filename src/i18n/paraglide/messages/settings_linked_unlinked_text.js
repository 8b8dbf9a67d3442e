import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Settings_Linked_Unlinked_TextInputs */

const en_settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} is no longer linked.`)
};

const de_settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ist nicht mehr verknüpft.`)
};

const ar_settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد ${i?.provider} مرتبطًا.`)
};

const en_xa2_settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.provider} íš ñó ļóñĝéŕ ļíñķéð. ········]`)
};

/**
* | output |
* | --- |
* | "{provider} is no longer linked." |
*
* @param {Settings_Linked_Unlinked_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_unlinked_text = /** @type {((inputs: Settings_Linked_Unlinked_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_Unlinked_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_unlinked_text(inputs)
	if (locale === "ar") return ar_settings_linked_unlinked_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_unlinked_text(inputs)
	return en_settings_linked_unlinked_text(inputs)
});