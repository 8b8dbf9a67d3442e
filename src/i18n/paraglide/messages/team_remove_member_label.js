import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, team: NonNullable<unknown> }} Team_Remove_Member_LabelInputs */

const en_team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from ${i?.team}`)
};

const de_team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aus ${i?.team} entfernen`)
};

const ar_team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.name} من ${i?.team}`)
};

const en_xa2_team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name} ƒŕóɱ ${i?.team} ·····]`)
};

/**
* | output |
* | --- |
* | "Remove {name} from {team}" |
*
* @param {Team_Remove_Member_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_remove_member_label = /** @type {((inputs: Team_Remove_Member_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Remove_Member_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_remove_member_label(inputs)
	if (locale === "ar") return ar_team_remove_member_label(inputs)
	if (locale === "en-XA") return en_xa2_team_remove_member_label(inputs)
	return en_team_remove_member_label(inputs)
});