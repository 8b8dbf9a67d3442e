import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_New_NameInputs */

const en_team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New team's name`)
};

const de_team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des neuen Teams`)
};

const ar_team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم الفريق الجديد`)
};

const en_xa2_team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ţéáɱ'š ñáɱé ······]`)
};

/**
* | output |
* | --- |
* | "New team's name" |
*
* @param {Team_New_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_new_name = /** @type {((inputs?: Team_New_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_New_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_new_name(inputs)
	if (locale === "ar") return ar_team_new_name(inputs)
	if (locale === "en-XA") return en_xa2_team_new_name(inputs)
	return en_team_new_name(inputs)
});