import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ team: NonNullable<unknown> }} Team_Deleted_TextInputs */

const en_team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} is gone; its members stay in the organization.`)
};

const de_team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} ist gelöscht; seine Mitglieder bleiben in der Organisation.`)
};

const ar_team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُذف ${i?.team}؛ ويبقى أعضاؤه في المؤسسة.`)
};

const en_xa2_team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.team} íš ĝóñé; íţš ɱéɱƀéŕš šţáý íñ ţĥé óŕĝáñížáţíóñ. ···················]`)
};

/**
* | output |
* | --- |
* | "{team} is gone; its members stay in the organization." |
*
* @param {Team_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_deleted_text = /** @type {((inputs: Team_Deleted_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Deleted_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_deleted_text(inputs)
	if (locale === "ar") return ar_team_deleted_text(inputs)
	if (locale === "en-XA") return en_xa2_team_deleted_text(inputs)
	return en_team_deleted_text(inputs)
});