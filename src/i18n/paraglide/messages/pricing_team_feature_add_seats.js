import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Team_Feature_Add_SeatsInputs */

const en_pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add seats any time`)
};

const de_pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze jederzeit hinzufügen`)
};

const ar_pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف مقاعد في أي وقت`)
};

const en_xa2_pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð šéáţš áñý ţíɱé ·······]`)
};

/**
* | output |
* | --- |
* | "Add seats any time" |
*
* @param {Pricing_Team_Feature_Add_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_team_feature_add_seats = /** @type {((inputs?: Pricing_Team_Feature_Add_SeatsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Team_Feature_Add_SeatsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_team_feature_add_seats(inputs)
	if (locale === "ar") return ar_pricing_team_feature_add_seats(inputs)
	if (locale === "en-XA") return en_xa2_pricing_team_feature_add_seats(inputs)
	return en_pricing_team_feature_add_seats(inputs)
});