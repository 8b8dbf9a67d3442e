import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_No_MembersInputs */

const en_team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members yet.`)
};

const de_team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Mitglieder.`)
};

const ar_team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد أعضاء بعد.`)
};

const en_xa2_team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ɱéɱƀéŕš ýéţ. ······]`)
};

/**
* | output |
* | --- |
* | "No members yet." |
*
* @param {Team_No_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_no_members = /** @type {((inputs?: Team_No_MembersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_No_MembersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_no_members(inputs)
	if (locale === "ar") return ar_team_no_members(inputs)
	if (locale === "en-XA") return en_xa2_team_no_members(inputs)
	return en_team_no_members(inputs)
});