import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Subscription_Not_ResumableInputs */

const en_api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a subscription cancelled at period end can be resumed`)
};

const de_api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein zum Periodenende gekündigtes Abonnement kann fortgesetzt werden`)
};

const ar_api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يُستأنف إلا اشتراك أُلغي مع نهاية الفترة`)
};

const en_xa2_api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý á šúƀšçŕíþţíóñ çáñçéļļéð áţ þéŕíóð éñð çáñ ƀé ŕéšúɱéð ·······················]`)
};

/**
* | output |
* | --- |
* | "Only a subscription cancelled at period end can be resumed" |
*
* @param {Api_Error_Subscription_Not_ResumableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_not_resumable = /** @type {((inputs?: Api_Error_Subscription_Not_ResumableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Not_ResumableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_subscription_not_resumable(inputs)
	if (locale === "ar") return ar_api_error_subscription_not_resumable(inputs)
	if (locale === "en-XA") return en_xa2_api_error_subscription_not_resumable(inputs)
	return en_api_error_subscription_not_resumable(inputs)
});