import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Go_HomeInputs */

const en_page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

const de_page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

const ar_page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الذهاب إلى الصفحة الرئيسية`)
};

const en_xa2_page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ĥóɱé ···]`)
};

/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Page_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_go_home = /** @type {((inputs?: Page_Go_HomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Go_HomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_go_home(inputs)
	if (locale === "ar") return ar_page_go_home(inputs)
	if (locale === "en-XA") return en_xa2_page_go_home(inputs)
	return en_page_go_home(inputs)
});