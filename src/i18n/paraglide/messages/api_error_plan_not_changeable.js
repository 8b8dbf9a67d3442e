import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Plan_Not_ChangeableInputs */

const en_api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription's plan cannot be changed right now`)
};

const de_api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tarif dieses Abonnements kann gerade nicht geändert werden`)
};

const ar_api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير خطة هذا الاشتراك الآن`)
};

const en_xa2_api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ'š þļáñ çáññóţ ƀé çĥáñĝéð ŕíĝĥţ ñóŵ ·····················]`)
};

/**
* | output |
* | --- |
* | "This subscription's plan cannot be changed right now" |
*
* @param {Api_Error_Plan_Not_ChangeableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_plan_not_changeable = /** @type {((inputs?: Api_Error_Plan_Not_ChangeableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Plan_Not_ChangeableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_plan_not_changeable(inputs)
	if (locale === "ar") return ar_api_error_plan_not_changeable(inputs)
	if (locale === "en-XA") return en_xa2_api_error_plan_not_changeable(inputs)
	return en_api_error_plan_not_changeable(inputs)
});