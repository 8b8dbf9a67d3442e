import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Subscription_Not_CancellableInputs */

const en_api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription can no longer be cancelled`)
};

const de_api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement kann nicht mehr gekündigt werden`)
};

const ar_api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد بالإمكان إلغاء هذا الاشتراك`)
};

const en_xa2_api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ çáñ ñó ļóñĝéŕ ƀé çáñçéļļéð ··················]`)
};

/**
* | output |
* | --- |
* | "This subscription can no longer be cancelled" |
*
* @param {Api_Error_Subscription_Not_CancellableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_not_cancellable = /** @type {((inputs?: Api_Error_Subscription_Not_CancellableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Not_CancellableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_subscription_not_cancellable(inputs)
	if (locale === "ar") return ar_api_error_subscription_not_cancellable(inputs)
	if (locale === "en-XA") return en_xa2_api_error_subscription_not_cancellable(inputs)
	return en_api_error_subscription_not_cancellable(inputs)
});