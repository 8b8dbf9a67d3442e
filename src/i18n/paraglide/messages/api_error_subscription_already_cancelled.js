import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Subscription_Already_CancelledInputs */

const en_api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is already cancelled`)
};

const de_api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement ist bereits gekündigt`)
};

const ar_api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك ملغى بالفعل`)
};

const en_xa2_api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš áļŕéáðý çáñçéļļéð ···············]`)
};

/**
* | output |
* | --- |
* | "This subscription is already cancelled" |
*
* @param {Api_Error_Subscription_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_already_cancelled = /** @type {((inputs?: Api_Error_Subscription_Already_CancelledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Already_CancelledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_subscription_already_cancelled(inputs)
	if (locale === "ar") return ar_api_error_subscription_already_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_api_error_subscription_already_cancelled(inputs)
	return en_api_error_subscription_already_cancelled(inputs)
});