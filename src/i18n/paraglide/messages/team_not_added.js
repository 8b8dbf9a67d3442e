import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Not_AddedInputs */

const en_team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not added`)
};

const de_team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht hinzugefügt`)
};

const ar_team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الإضافة`)
};

const en_xa2_team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ áððéð ····]`)
};

/**
* | output |
* | --- |
* | "Not added" |
*
* @param {Team_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_added = /** @type {((inputs?: Team_Not_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_not_added(inputs)
	if (locale === "ar") return ar_team_not_added(inputs)
	if (locale === "en-XA") return en_xa2_team_not_added(inputs)
	return en_team_not_added(inputs)
});