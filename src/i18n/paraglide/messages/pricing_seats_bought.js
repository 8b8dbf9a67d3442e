import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Seats_BoughtInputs */

const en_pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The seats bought (${i?.min} to ${i?.max})`)
};

const de_pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die gekauften Plätze (${i?.min} bis ${i?.max})`)
};

const ar_pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المقاعد المشتراة (من ${i?.min} إلى ${i?.max})`)
};

const en_xa2_pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéáţš ƀóúĝĥţ (${i?.min} ţó ${i?.max}) ·········]`)
};

/**
* | output |
* | --- |
* | "The seats bought ({min} to {max})" |
*
* @param {Pricing_Seats_BoughtInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_seats_bought = /** @type {((inputs: Pricing_Seats_BoughtInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Seats_BoughtInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_seats_bought(inputs)
	if (locale === "ar") return ar_pricing_seats_bought(inputs)
	if (locale === "en-XA") return en_xa2_pricing_seats_bought(inputs)
	return en_pricing_seats_bought(inputs)
});