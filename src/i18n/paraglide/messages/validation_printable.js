import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_PrintableInputs */

const en_validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use letters, digits, spaces and punctuation only`)
};

const de_validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen`)
};

const ar_validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم الحروف والأرقام والمسافات وعلامات الترقيم فقط`)
};

const en_xa2_validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ļéţţéŕš, ðíĝíţš, šþáçéš áñð þúñçţúáţíóñ óñļý ···················]`)
};

/**
* | output |
* | --- |
* | "Use letters, digits, spaces and punctuation only" |
*
* @param {Validation_PrintableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_printable = /** @type {((inputs?: Validation_PrintableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_PrintableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_printable(inputs)
	if (locale === "ar") return ar_validation_printable(inputs)
	if (locale === "en-XA") return en_xa2_validation_printable(inputs)
	return en_validation_printable(inputs)
});