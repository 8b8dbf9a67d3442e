import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_AccountsInputs */

const en_admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts`)
};

const de_admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konten`)
};

const ar_admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات`)
};

const en_xa2_admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţš ···]`)
};

/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {Admin_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_accounts = /** @type {((inputs?: Admin_AccountsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AccountsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_accounts(inputs)
	if (locale === "ar") return ar_admin_accounts(inputs)
	if (locale === "en-XA") return en_xa2_admin_accounts(inputs)
	return en_admin_accounts(inputs)
});