import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown> }} Org_Seats_LineInputs */

const en_org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats: ${i?.used} / ${i?.bought}`)
};

const de_org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plätze: ${i?.used} / ${i?.bought}`)
};

const ar_org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المقاعد: ${i?.used} / ${i?.bought}`)
};

const en_xa2_org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáţš: ${i?.used} / ${i?.bought} ····]`)
};

/**
* | output |
* | --- |
* | "Seats: {used} / {bought}" |
*
* @param {Org_Seats_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_line = /** @type {((inputs: Org_Seats_LineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_LineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_line(inputs)
	if (locale === "ar") return ar_org_seats_line(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_line(inputs)
	return en_org_seats_line(inputs)
});