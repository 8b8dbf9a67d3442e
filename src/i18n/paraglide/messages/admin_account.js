import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_AccountInputs */

const en_admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const de_admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

const ar_admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب`)
};

const en_xa2_admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ···]`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Admin_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_account = /** @type {((inputs?: Admin_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_account(inputs)
	if (locale === "ar") return ar_admin_account(inputs)
	if (locale === "en-XA") return en_xa2_admin_account(inputs)
	return en_admin_account(inputs)
});