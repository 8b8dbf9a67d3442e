import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_Linked_AccountsInputs */

const en_settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linked accounts`)
};

const de_settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verknüpfte Konten`)
};

const ar_settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات المرتبطة`)
};

const en_xa2_settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķéð áççóúñţš ······]`)
};

/**
* | output |
* | --- |
* | "Linked accounts" |
*
* @param {Settings_Nav_Linked_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_linked_accounts = /** @type {((inputs?: Settings_Nav_Linked_AccountsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_Linked_AccountsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_linked_accounts(inputs)
	if (locale === "ar") return ar_settings_nav_linked_accounts(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_linked_accounts(inputs)
	return en_settings_nav_linked_accounts(inputs)
});