import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown> }} Team_Rename_LabelInputs */

const en_team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename ${i?.team}`)
};

const de_team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} umbenennen`)
};

const ar_team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة تسمية ${i?.team}`)
};

const en_xa2_team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ${i?.team} ···]`)
};

/**
* | output |
* | --- |
* | "Rename {team}" |
*
* @param {Team_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_rename_label = /** @type {((inputs: Team_Rename_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Rename_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_rename_label(inputs)
	if (locale === "ar") return ar_team_rename_label(inputs)
	if (locale === "en-XA") return en_xa2_team_rename_label(inputs)
	return en_team_rename_label(inputs)
});