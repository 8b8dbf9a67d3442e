import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Save_NameInputs */

const en_team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

const de_team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen speichern`)
};

const ar_team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ الاسم`)
};

const en_xa2_team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ñáɱé ····]`)
};

/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Team_Save_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_save_name = /** @type {((inputs?: Team_Save_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Save_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_save_name(inputs)
	if (locale === "ar") return ar_team_save_name(inputs)
	if (locale === "en-XA") return en_xa2_team_save_name(inputs)
	return en_team_save_name(inputs)
});