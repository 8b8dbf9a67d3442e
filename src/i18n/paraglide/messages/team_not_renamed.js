import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Not_RenamedInputs */

const en_team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not renamed`)
};

const de_team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht umbenannt`)
};

const ar_team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم إعادة التسمية`)
};

const en_xa2_team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéñáɱéð ····]`)
};

/**
* | output |
* | --- |
* | "Not renamed" |
*
* @param {Team_Not_RenamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_renamed = /** @type {((inputs?: Team_Not_RenamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_RenamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_not_renamed(inputs)
	if (locale === "ar") return ar_team_not_renamed(inputs)
	if (locale === "en-XA") return en_xa2_team_not_renamed(inputs)
	return en_team_not_renamed(inputs)
});