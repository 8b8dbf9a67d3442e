import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Not_Found_TitleInputs */

const en_page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

const de_page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

const ar_page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة غير موجودة`)
};

const en_xa2_page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáĝé ñóţ ƒóúñð ······]`)
};

/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Page_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_not_found_title = /** @type {((inputs?: Page_Not_Found_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Not_Found_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_not_found_title(inputs)
	if (locale === "ar") return ar_page_not_found_title(inputs)
	if (locale === "en-XA") return en_xa2_page_not_found_title(inputs)
	return en_page_not_found_title(inputs)
});