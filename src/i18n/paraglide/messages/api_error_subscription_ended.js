import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Subscription_EndedInputs */

const en_api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription has ended: subscribe to a plan instead`)
};

const de_api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement ist beendet: Schließen Sie stattdessen einen Tarif ab`)
};

const ar_api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهى هذا الاشتراك: اشترك في خطة بدلًا من ذلك`)
};

const en_xa2_api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ ĥáš éñðéð: šúƀšçŕíƀé ţó á þļáñ íñšţéáð ······················]`)
};

/**
* | output |
* | --- |
* | "This subscription has ended: subscribe to a plan instead" |
*
* @param {Api_Error_Subscription_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_ended = /** @type {((inputs?: Api_Error_Subscription_EndedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_EndedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_subscription_ended(inputs)
	if (locale === "ar") return ar_api_error_subscription_ended(inputs)
	if (locale === "en-XA") return en_xa2_api_error_subscription_ended(inputs)
	return en_api_error_subscription_ended(inputs)
});