import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown>, min: NonNullable<unknown> }} Pricing_Team_Feature_SeatsInputs */

const en_pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a seat a month, ${i?.min} seats at least`)
};

const de_pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Platz und Monat, mindestens ${i?.min} Plätze`)
};

const ar_pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} لكل مقعد شهريًا، والحد الأدنى للمقاعد: ${i?.min}`)
};

const en_xa2_pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á šéáţ á ɱóñţĥ, ${i?.min} šéáţš áţ ļéášţ ·············]`)
};

/**
* | output |
* | --- |
* | "{price} a seat a month, {min} seats at least" |
*
* @param {Pricing_Team_Feature_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_team_feature_seats = /** @type {((inputs: Pricing_Team_Feature_SeatsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Team_Feature_SeatsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_team_feature_seats(inputs)
	if (locale === "ar") return ar_pricing_team_feature_seats(inputs)
	if (locale === "en-XA") return en_xa2_pricing_team_feature_seats(inputs)
	return en_pricing_team_feature_seats(inputs)
});