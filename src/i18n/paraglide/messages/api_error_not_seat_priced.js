import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Not_Seat_PricedInputs */

const en_api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This organization's plan is not priced per seat: its people limit comes with the plan.`)
};

const de_api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tarif dieser Organisation wird nicht pro Platz berechnet: Ihre Personenzahl ist im Tarif festgelegt.`)
};

const ar_api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطة هذه المؤسسة ليست مسعّرة بالمقعد: حدّ الأشخاص فيها يأتي مع الخطة.`)
};

const en_xa2_api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš óŕĝáñížáţíóñ'š þļáñ íš ñóţ þŕíçéð þéŕ šéáţ: íţš þéóþļé ļíɱíţ çóɱéš ŵíţĥ ţĥé þļáñ. ··································]`)
};

/**
* | output |
* | --- |
* | "This organization's plan is not priced per seat: its people limit comes with the plan." |
*
* @param {Api_Error_Not_Seat_PricedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_not_seat_priced = /** @type {((inputs?: Api_Error_Not_Seat_PricedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Not_Seat_PricedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_not_seat_priced(inputs)
	if (locale === "ar") return ar_api_error_not_seat_priced(inputs)
	if (locale === "en-XA") return en_xa2_api_error_not_seat_priced(inputs)
	return en_api_error_not_seat_priced(inputs)
});