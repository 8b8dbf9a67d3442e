import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_DeletedInputs */

const en_team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team deleted`)
};

const de_team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team gelöscht`)
};

const ar_team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الفريق`)
};

const en_xa2_team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ðéļéţéð ·····]`)
};

/**
* | output |
* | --- |
* | "Team deleted" |
*
* @param {Team_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_deleted = /** @type {((inputs?: Team_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_deleted(inputs)
	if (locale === "ar") return ar_team_deleted(inputs)
	if (locale === "en-XA") return en_xa2_team_deleted(inputs)
	return en_team_deleted(inputs)
});