import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, team: NonNullable<unknown> }} Team_Member_Added_TextInputs */

const en_team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is in ${i?.team}`)
};

const de_team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist in ${i?.team}`)
};

const ar_team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} الآن في ${i?.team}`)
};

const en_xa2_team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš íñ ${i?.team} ···]`)
};

/**
* | output |
* | --- |
* | "{name} is in {team}" |
*
* @param {Team_Member_Added_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_added_text = /** @type {((inputs: Team_Member_Added_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_Added_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_member_added_text(inputs)
	if (locale === "ar") return ar_team_member_added_text(inputs)
	if (locale === "en-XA") return en_xa2_team_member_added_text(inputs)
	return en_team_member_added_text(inputs)
});