import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_UnlinkInputs */

const en_settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlink`)
};

const de_settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trennen`)
};

const ar_settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الربط`)
};

const en_xa2_settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļíñķ ··]`)
};

/**
* | output |
* | --- |
* | "Unlink" |
*
* @param {Settings_Linked_UnlinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_unlink = /** @type {((inputs?: Settings_Linked_UnlinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_UnlinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_unlink(inputs)
	if (locale === "ar") return ar_settings_linked_unlink(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_unlink(inputs)
	return en_settings_linked_unlink(inputs)
});