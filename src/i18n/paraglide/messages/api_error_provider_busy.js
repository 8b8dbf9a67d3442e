import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Provider_BusyInputs */

const en_api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider is still busy with this subscription. Please try again in a moment.`)
};

const de_api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zahlungsanbieter bearbeitet dieses Abonnement noch. Bitte versuchen Sie es gleich noch einmal.`)
};

const ar_api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يزال مزوّد الدفع مشغولًا بهذا الاشتراك. يُرجى المحاولة مرة أخرى بعد لحظة.`)
};

const en_xa2_api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ þŕóṽíðéŕ íš šţíļļ ƀúšý ŵíţĥ ţĥíš šúƀšçŕíþţíóñ. Þļéášé ţŕý áĝáíñ íñ á ɱóɱéñţ. ···································]`)
};

/**
* | output |
* | --- |
* | "The payment provider is still busy with this subscription. Please try again in a moment." |
*
* @param {Api_Error_Provider_BusyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_provider_busy = /** @type {((inputs?: Api_Error_Provider_BusyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Provider_BusyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_provider_busy(inputs)
	if (locale === "ar") return ar_api_error_provider_busy(inputs)
	if (locale === "en-XA") return en_xa2_api_error_provider_busy(inputs)
	return en_api_error_provider_busy(inputs)
});