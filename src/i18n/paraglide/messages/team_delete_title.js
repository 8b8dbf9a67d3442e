import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown> }} Team_Delete_TitleInputs */

const en_team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.team}?`)
};

const de_team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} löschen?`)
};

const ar_team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.team}؟`)
};

const en_xa2_team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ${i?.team}? ···]`)
};

/**
* | output |
* | --- |
* | "Delete {team}?" |
*
* @param {Team_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_delete_title = /** @type {((inputs: Team_Delete_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Delete_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_delete_title(inputs)
	if (locale === "ar") return ar_team_delete_title(inputs)
	if (locale === "en-XA") return en_xa2_team_delete_title(inputs)
	return en_team_delete_title(inputs)
});