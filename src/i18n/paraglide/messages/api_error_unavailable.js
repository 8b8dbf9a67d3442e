import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_UnavailableInputs */

const en_api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is unavailable for a moment. Please try again shortly.`)
};

const de_api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.`)
};

const ar_api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخدمة غير متاحة للحظة. يُرجى المحاولة مرة أخرى بعد قليل.`)
};

const en_xa2_api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé íš úñáṽáíļáƀļé ƒóŕ á ɱóɱéñţ. Þļéášé ţŕý áĝáíñ šĥóŕţļý. ··························]`)
};

/**
* | output |
* | --- |
* | "The service is unavailable for a moment. Please try again shortly." |
*
* @param {Api_Error_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_unavailable = /** @type {((inputs?: Api_Error_UnavailableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_UnavailableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_unavailable(inputs)
	if (locale === "ar") return ar_api_error_unavailable(inputs)
	if (locale === "en-XA") return en_xa2_api_error_unavailable(inputs)
	return en_api_error_unavailable(inputs)
});