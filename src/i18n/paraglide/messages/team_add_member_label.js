import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown> }} Team_Add_Member_LabelInputs */

const en_team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a member to ${i?.team}`)
};

const de_team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Mitglied zu ${i?.team} hinzufügen`)
};

const ar_team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إضافة عضو إلى ${i?.team}`)
};

const en_xa2_team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áðð á ɱéɱƀéŕ ţó ${i?.team} ······]`)
};

/**
* | output |
* | --- |
* | "Add a member to {team}" |
*
* @param {Team_Add_Member_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_add_member_label = /** @type {((inputs: Team_Add_Member_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Add_Member_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_add_member_label(inputs)
	if (locale === "ar") return ar_team_add_member_label(inputs)
	if (locale === "en-XA") return en_xa2_team_add_member_label(inputs)
	return en_team_add_member_label(inputs)
});