import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Provider_DownInputs */

const en_api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider is not available right now. Please try again.`)
};

const de_api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.`)
};

const ar_api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزوّد الدفع غير متاح الآن. يُرجى المحاولة مرة أخرى.`)
};

const en_xa2_api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ þŕóṽíðéŕ íš ñóţ áṽáíļáƀļé ŕíĝĥţ ñóŵ. Þļéášé ţŕý áĝáíñ. ··························]`)
};

/**
* | output |
* | --- |
* | "The payment provider is not available right now. Please try again." |
*
* @param {Api_Error_Provider_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_provider_down = /** @type {((inputs?: Api_Error_Provider_DownInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Provider_DownInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_provider_down(inputs)
	if (locale === "ar") return ar_api_error_provider_down(inputs)
	if (locale === "en-XA") return en_xa2_api_error_provider_down(inputs)
	return en_api_error_provider_down(inputs)
});