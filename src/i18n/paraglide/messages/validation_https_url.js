import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Https_UrlInputs */

const en_validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// address, or leave it empty`)
};

const de_validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine https://-Adresse ein oder lassen Sie das Feld leer`)
};

const ar_validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوانًا يبدأ بـ https://‎ أو اترك الحقل فارغًا`)
};

const en_xa2_validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ ĥţţþš:// áððŕéšš, óŕ ļéáṽé íţ éɱþţý ··················]`)
};

/**
* | output |
* | --- |
* | "Enter an https:// address, or leave it empty" |
*
* @param {Validation_Https_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_https_url = /** @type {((inputs?: Validation_Https_UrlInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Https_UrlInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_https_url(inputs)
	if (locale === "ar") return ar_validation_https_url(inputs)
	if (locale === "en-XA") return en_xa2_validation_https_url(inputs)
	return en_validation_https_url(inputs)
});