import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Subscription_EndingInputs */

const en_api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is set to end: resume it to change plans`)
};

const de_api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement endet bald: Setzen Sie es fort, um den Tarif zu wechseln`)
};

const ar_api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك على وشك الانتهاء: استأنفه لتغيير الخطة`)
};

const en_xa2_api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš šéţ ţó éñð: ŕéšúɱé íţ ţó çĥáñĝé þļáñš ·······················]`)
};

/**
* | output |
* | --- |
* | "This subscription is set to end: resume it to change plans" |
*
* @param {Api_Error_Subscription_EndingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_ending = /** @type {((inputs?: Api_Error_Subscription_EndingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_EndingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_subscription_ending(inputs)
	if (locale === "ar") return ar_api_error_subscription_ending(inputs)
	if (locale === "en-XA") return en_xa2_api_error_subscription_ending(inputs)
	return en_api_error_subscription_ending(inputs)
});