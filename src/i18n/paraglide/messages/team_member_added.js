import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Member_AddedInputs */

const en_team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to the team`)
};

const de_team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Team hinzugefügt`)
};

const ar_team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف إلى الفريق`)
};

const en_xa2_team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððéð ţó ţĥé ţéáɱ ·······]`)
};

/**
* | output |
* | --- |
* | "Added to the team" |
*
* @param {Team_Member_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_added = /** @type {((inputs?: Team_Member_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_member_added(inputs)
	if (locale === "ar") return ar_team_member_added(inputs)
	if (locale === "en-XA") return en_xa2_team_member_added(inputs)
	return en_team_member_added(inputs)
});