import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_FiguresInputs */

const en_admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Figures`)
};

const de_admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlen`)
};

const ar_admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأرقام`)
};

const en_xa2_admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíĝúŕéš ···]`)
};

/**
* | output |
* | --- |
* | "Figures" |
*
* @param {Admin_FiguresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_figures = /** @type {((inputs?: Admin_FiguresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_FiguresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_figures(inputs)
	if (locale === "ar") return ar_admin_figures(inputs)
	if (locale === "en-XA") return en_xa2_admin_figures(inputs)
	return en_admin_figures(inputs)
});