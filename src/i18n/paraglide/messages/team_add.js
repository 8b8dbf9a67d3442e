import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_AddInputs */

const en_team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const de_team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzufügen`)
};

const ar_team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة`)
};

const en_xa2_team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð ·]`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Team_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_add = /** @type {((inputs?: Team_AddInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_AddInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_add(inputs)
	if (locale === "ar") return ar_team_add(inputs)
	if (locale === "en-XA") return en_xa2_team_add(inputs)
	return en_team_add(inputs)
});