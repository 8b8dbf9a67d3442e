import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Error_TitleInputs */

const en_page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const de_page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen`)
};

const ar_page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ ما`)
};

const en_xa2_page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ ········]`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Page_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_error_title = /** @type {((inputs?: Page_Error_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Error_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_error_title(inputs)
	if (locale === "ar") return ar_page_error_title(inputs)
	if (locale === "en-XA") return en_xa2_page_error_title(inputs)
	return en_page_error_title(inputs)
});