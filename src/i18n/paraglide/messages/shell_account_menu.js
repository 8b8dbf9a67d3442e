import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Account_MenuInputs */

const en_shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account menu`)
};

const de_shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontomenü`)
};

const ar_shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائمة الحساب`)
};

const en_xa2_shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ɱéñú ·····]`)
};

/**
* | output |
* | --- |
* | "Account menu" |
*
* @param {Shell_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_account_menu = /** @type {((inputs?: Shell_Account_MenuInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_MenuInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_account_menu(inputs)
	if (locale === "ar") return ar_shell_account_menu(inputs)
	if (locale === "en-XA") return en_xa2_shell_account_menu(inputs)
	return en_shell_account_menu(inputs)
});