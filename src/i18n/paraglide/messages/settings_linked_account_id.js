import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_Account_IdInputs */

const en_settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account ID`)
};

const de_settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto-ID`)
};

const ar_settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرّف الحساب`)
};

const en_xa2_settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ÍÐ ····]`)
};

/**
* | output |
* | --- |
* | "Account ID" |
*
* @param {Settings_Linked_Account_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_account_id = /** @type {((inputs?: Settings_Linked_Account_IdInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_Account_IdInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_account_id(inputs)
	if (locale === "ar") return ar_settings_linked_account_id(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_account_id(inputs)
	return en_settings_linked_account_id(inputs)
});