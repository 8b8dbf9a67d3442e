import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_MainInputs */

const en_shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const de_shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptnavigation`)
};

const ar_shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرئيسية`)
};

const en_xa2_shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíñ ··]`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_MainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_main = /** @type {((inputs?: Shell_MainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_MainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_main(inputs)
	if (locale === "ar") return ar_shell_main(inputs)
	if (locale === "en-XA") return en_xa2_shell_main(inputs)
	return en_shell_main(inputs)
});