import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_RenamedInputs */

const en_team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team renamed`)
};

const de_team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team umbenannt`)
};

const ar_team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تسمية الفريق`)
};

const en_xa2_team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ŕéñáɱéð ·····]`)
};

/**
* | output |
* | --- |
* | "Team renamed" |
*
* @param {Team_RenamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_renamed = /** @type {((inputs?: Team_RenamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_RenamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_renamed(inputs)
	if (locale === "ar") return ar_team_renamed(inputs)
	if (locale === "en-XA") return en_xa2_team_renamed(inputs)
	return en_team_renamed(inputs)
});