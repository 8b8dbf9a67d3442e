import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Subscription_Not_FoundInputs */

const en_api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription not found`)
};

const de_api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement nicht gefunden`)
};

const ar_api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على الاشتراك`)
};

const en_xa2_api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ ñóţ ƒóúñð ·········]`)
};

/**
* | output |
* | --- |
* | "Subscription not found" |
*
* @param {Api_Error_Subscription_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_not_found = /** @type {((inputs?: Api_Error_Subscription_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_subscription_not_found(inputs)
	if (locale === "ar") return ar_api_error_subscription_not_found(inputs)
	if (locale === "en-XA") return en_xa2_api_error_subscription_not_found(inputs)
	return en_api_error_subscription_not_found(inputs)
});