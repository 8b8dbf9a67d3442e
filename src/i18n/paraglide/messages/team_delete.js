import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_DeleteInputs */

const en_team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete team`)
};

const de_team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team löschen`)
};

const ar_team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الفريق`)
};

const en_xa2_team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţéáɱ ····]`)
};

/**
* | output |
* | --- |
* | "Delete team" |
*
* @param {Team_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_delete = /** @type {((inputs?: Team_DeleteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_DeleteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_delete(inputs)
	if (locale === "ar") return ar_team_delete(inputs)
	if (locale === "en-XA") return en_xa2_team_delete(inputs)
	return en_team_delete(inputs)
});