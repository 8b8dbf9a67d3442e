import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_ErrorInputs */

const en_shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const ar_shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ`)
};

const en_xa2_shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éŕŕóŕ ··]`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Shell_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_error = /** @type {((inputs?: Shell_ErrorInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ErrorInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_error(inputs)
	if (locale === "ar") return ar_shell_error(inputs)
	if (locale === "en-XA") return en_xa2_shell_error(inputs)
	return en_shell_error(inputs)
});