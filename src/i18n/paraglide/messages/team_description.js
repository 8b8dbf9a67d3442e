import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_DescriptionInputs */

const en_team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups of members inside the organization.`)
};

const de_team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gruppen von Mitgliedern innerhalb der Organisation.`)
};

const ar_team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجموعات من الأعضاء داخل المؤسسة.`)
};

const en_xa2_team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝŕóúþš óƒ ɱéɱƀéŕš íñšíðé ţĥé óŕĝáñížáţíóñ. ·················]`)
};

/**
* | output |
* | --- |
* | "Groups of members inside the organization." |
*
* @param {Team_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_description = /** @type {((inputs?: Team_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_description(inputs)
	if (locale === "ar") return ar_team_description(inputs)
	if (locale === "en-XA") return en_xa2_team_description(inputs)
	return en_team_description(inputs)
});