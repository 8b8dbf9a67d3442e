import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Choose_MemberInputs */

const en_team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a member`)
};

const de_team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied wählen`)
};

const ar_team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر عضوًا`)
};

const en_xa2_team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ɱéɱƀéŕ ······]`)
};

/**
* | output |
* | --- |
* | "Choose a member" |
*
* @param {Team_Choose_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_choose_member = /** @type {((inputs?: Team_Choose_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Choose_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_choose_member(inputs)
	if (locale === "ar") return ar_team_choose_member(inputs)
	if (locale === "en-XA") return en_xa2_team_choose_member(inputs)
	return en_team_choose_member(inputs)
});