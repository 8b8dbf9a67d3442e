import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Team_Delete_TextInputs */

const en_team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The team is removed; its members stay in ${i?.organization} with their roles.`)
};

const de_team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Team wird entfernt; seine Mitglieder bleiben mit ihren Rollen in ${i?.organization}.`)
};

const ar_team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُزال الفريق؛ ويبقى أعضاؤه في ${i?.organization} بأدوارهم.`)
};

const en_xa2_team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéáɱ íš ŕéɱóṽéð; íţš ɱéɱƀéŕš šţáý íñ ${i?.organization} ŵíţĥ ţĥéíŕ ŕóļéš. ························]`)
};

/**
* | output |
* | --- |
* | "The team is removed; its members stay in {organization} with their roles." |
*
* @param {Team_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_delete_text = /** @type {((inputs: Team_Delete_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Delete_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_delete_text(inputs)
	if (locale === "ar") return ar_team_delete_text(inputs)
	if (locale === "en-XA") return en_xa2_team_delete_text(inputs)
	return en_team_delete_text(inputs)
});