import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_Unlinked_TitleInputs */

const en_settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account unlinked`)
};

const de_settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto getrennt`)
};

const ar_settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي ربط الحساب`)
};

const en_xa2_settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ úñļíñķéð ······]`)
};

/**
* | output |
* | --- |
* | "Account unlinked" |
*
* @param {Settings_Linked_Unlinked_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_unlinked_title = /** @type {((inputs?: Settings_Linked_Unlinked_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_Unlinked_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_unlinked_title(inputs)
	if (locale === "ar") return ar_settings_linked_unlinked_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_unlinked_title(inputs)
	return en_settings_linked_unlinked_title(inputs)
});