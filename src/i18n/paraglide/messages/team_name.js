import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_NameInputs */

const en_team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team name`)
};

const de_team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teamname`)
};

const ar_team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم الفريق`)
};

const en_xa2_team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ñáɱé ····]`)
};

/**
* | output |
* | --- |
* | "Team name" |
*
* @param {Team_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_name = /** @type {((inputs?: Team_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_name(inputs)
	if (locale === "ar") return ar_team_name(inputs)
	if (locale === "en-XA") return en_xa2_team_name(inputs)
	return en_team_name(inputs)
});