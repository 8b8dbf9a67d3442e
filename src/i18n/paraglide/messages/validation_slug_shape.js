import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Slug_ShapeInputs */

const en_validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lowercase letters, digits and dashes, starting and ending with a letter or digit`)
};

const de_validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie Kleinbuchstaben, Ziffern und Bindestriche, am Anfang und Ende einen Buchstaben oder eine Ziffer`)
};

const ar_validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات، تبدأ وتنتهي بحرف أو رقم`)
};

const en_xa2_validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ļóŵéŕçášé ļéţţéŕš, ðíĝíţš áñð ðášĥéš, šţáŕţíñĝ áñð éñðíñĝ ŵíţĥ á ļéţţéŕ óŕ ðíĝíţ ··································]`)
};

/**
* | output |
* | --- |
* | "Use lowercase letters, digits and dashes, starting and ending with a letter or digit" |
*
* @param {Validation_Slug_ShapeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_slug_shape = /** @type {((inputs?: Validation_Slug_ShapeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Slug_ShapeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_slug_shape(inputs)
	if (locale === "ar") return ar_validation_slug_shape(inputs)
	if (locale === "en-XA") return en_xa2_validation_slug_shape(inputs)
	return en_validation_slug_shape(inputs)
});