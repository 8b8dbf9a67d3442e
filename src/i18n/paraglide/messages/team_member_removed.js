import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Member_RemovedInputs */

const en_team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from the team`)
};

const de_team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Team entfernt`)
};

const ar_team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُزيل من الفريق`)
};

const en_xa2_team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽéð ƒŕóɱ ţĥé ţéáɱ ········]`)
};

/**
* | output |
* | --- |
* | "Removed from the team" |
*
* @param {Team_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_removed = /** @type {((inputs?: Team_Member_RemovedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_RemovedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_member_removed(inputs)
	if (locale === "ar") return ar_team_member_removed(inputs)
	if (locale === "en-XA") return en_xa2_team_member_removed(inputs)
	return en_team_member_removed(inputs)
});