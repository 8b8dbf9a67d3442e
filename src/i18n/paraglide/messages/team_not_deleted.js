import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Not_DeletedInputs */

const en_team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team not deleted`)
};

const de_team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team nicht gelöscht`)
};

const ar_team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم حذف الفريق`)
};

const en_xa2_team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ñóţ ðéļéţéð ······]`)
};

/**
* | output |
* | --- |
* | "Team not deleted" |
*
* @param {Team_Not_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_deleted = /** @type {((inputs?: Team_Not_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_not_deleted(inputs)
	if (locale === "ar") return ar_team_not_deleted(inputs)
	if (locale === "en-XA") return en_xa2_team_not_deleted(inputs)
	return en_team_not_deleted(inputs)
});