import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Admin_ConsoleInputs */

const en_shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin console`)
};

const de_shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Konsole`)
};

const ar_shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة الإدارة`)
};

const en_xa2_shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ çóñšóļé ·····]`)
};

/**
* | output |
* | --- |
* | "Admin console" |
*
* @param {Shell_Admin_ConsoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_admin_console = /** @type {((inputs?: Shell_Admin_ConsoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Admin_ConsoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_admin_console(inputs)
	if (locale === "ar") return ar_shell_admin_console(inputs)
	if (locale === "en-XA") return en_xa2_shell_admin_console(inputs)
	return en_shell_admin_console(inputs)
});