import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown>, name: NonNullable<unknown> }} Team_Renamed_TextInputs */

const en_team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} is now ${i?.name}`)
};

const de_team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} heißt jetzt ${i?.name}`)
};

const ar_team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أصبح اسم ${i?.team} الآن ${i?.name}`)
};

const en_xa2_team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.team} íš ñóŵ ${i?.name} ···]`)
};

/**
* | output |
* | --- |
* | "{team} is now {name}" |
*
* @param {Team_Renamed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_renamed_text = /** @type {((inputs: Team_Renamed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Renamed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_renamed_text(inputs)
	if (locale === "ar") return ar_team_renamed_text(inputs)
	if (locale === "en-XA") return en_xa2_team_renamed_text(inputs)
	return en_team_renamed_text(inputs)
});