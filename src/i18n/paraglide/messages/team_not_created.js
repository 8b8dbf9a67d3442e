import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_Not_CreatedInputs */

const en_team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team not created`)
};

const de_team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team nicht erstellt`)
};

const ar_team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم إنشاء الفريق`)
};

const en_xa2_team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ñóţ çŕéáţéð ······]`)
};

/**
* | output |
* | --- |
* | "Team not created" |
*
* @param {Team_Not_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_created = /** @type {((inputs?: Team_Not_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_not_created(inputs)
	if (locale === "ar") return ar_team_not_created(inputs)
	if (locale === "en-XA") return en_xa2_team_not_created(inputs)
	return en_team_not_created(inputs)
});