import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown> }} Team_Member_Removed_TextInputs */

const en_team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} is updated.`)
};

const de_team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} ist aktualisiert.`)
};

const ar_team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تحديث ${i?.team}.`)
};

const en_xa2_team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.team} íš úþðáţéð. ·····]`)
};

/**
* | output |
* | --- |
* | "{team} is updated." |
*
* @param {Team_Member_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_removed_text = /** @type {((inputs: Team_Member_Removed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_Removed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_member_removed_text(inputs)
	if (locale === "ar") return ar_team_member_removed_text(inputs)
	if (locale === "en-XA") return en_xa2_team_member_removed_text(inputs)
	return en_team_member_removed_text(inputs)
});