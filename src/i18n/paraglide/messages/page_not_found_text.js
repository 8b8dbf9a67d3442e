import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Not_Found_TextInputs */

const en_page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist`)
};

const de_page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gesuchte Seite gibt es nicht`)
};

const ar_page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة التي تبحث عنها غير موجودة`)
};

const en_xa2_page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáĝé ýóú áŕé ļóóķíñĝ ƒóŕ ðóéš ñóţ éẋíšţ ·················]`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist" |
*
* @param {Page_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_not_found_text = /** @type {((inputs?: Page_Not_Found_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Not_Found_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_not_found_text(inputs)
	if (locale === "ar") return ar_page_not_found_text(inputs)
	if (locale === "en-XA") return en_xa2_page_not_found_text(inputs)
	return en_page_not_found_text(inputs)
});