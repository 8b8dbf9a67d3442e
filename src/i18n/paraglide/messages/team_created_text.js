import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Team_Created_TextInputs */

const en_team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ready for members.`)
};

const de_team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist bereit für Mitglieder.`)
};

const ar_team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} جاهز للأعضاء.`)
};

const en_xa2_team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ŕéáðý ƒóŕ ɱéɱƀéŕš. ·········]`)
};

/**
* | output |
* | --- |
* | "{name} is ready for members." |
*
* @param {Team_Created_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_created_text = /** @type {((inputs: Team_Created_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Created_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_created_text(inputs)
	if (locale === "ar") return ar_team_created_text(inputs)
	if (locale === "en-XA") return en_xa2_team_created_text(inputs)
	return en_team_created_text(inputs)
});