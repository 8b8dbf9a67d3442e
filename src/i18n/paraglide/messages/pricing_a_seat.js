import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Pricing_A_SeatInputs */

const en_pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a seat`)
};

const de_pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Platz`)
};

const ar_pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} لكل مقعد`)
};

const en_xa2_pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á šéáţ ···]`)
};

/**
* | output |
* | --- |
* | "{price} a seat" |
*
* @param {Pricing_A_SeatInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_a_seat = /** @type {((inputs: Pricing_A_SeatInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_A_SeatInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_a_seat(inputs)
	if (locale === "ar") return ar_pricing_a_seat(inputs)
	if (locale === "en-XA") return en_xa2_pricing_a_seat(inputs)
	return en_pricing_a_seat(inputs)
});