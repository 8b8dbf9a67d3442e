import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, minimum: NonNullable<unknown>, maximum: NonNullable<unknown> }} Api_Error_Seat_RangeInputs */

const en_api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan holds ${i?.minimum} to ${i?.maximum} seats.`)
};

const de_api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} umfasst ${i?.minimum} bis ${i?.maximum} Plätze.`)
};

const ar_api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تضم خطة ${i?.plan} من ${i?.minimum} إلى ${i?.maximum} مقعدًا.`)
};

const en_xa2_api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ ĥóļðš ${i?.minimum} ţó ${i?.maximum} šéáţš. ···········]`)
};

/**
* | output |
* | --- |
* | "The {plan} plan holds {minimum} to {maximum} seats." |
*
* @param {Api_Error_Seat_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seat_range = /** @type {((inputs: Api_Error_Seat_RangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seat_RangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_seat_range(inputs)
	if (locale === "ar") return ar_api_error_seat_range(inputs)
	if (locale === "en-XA") return en_xa2_api_error_seat_range(inputs)
	return en_api_error_seat_range(inputs)
});