import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_RenameInputs */

const en_team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const de_team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

const ar_team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تسمية`)
};

const en_xa2_team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ··]`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Team_RenameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_rename = /** @type {((inputs?: Team_RenameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_RenameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_rename(inputs)
	if (locale === "ar") return ar_team_rename(inputs)
	if (locale === "en-XA") return en_xa2_team_rename(inputs)
	return en_team_rename(inputs)
});