import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_NoneInputs */

const en_team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No teams yet.`)
};

const de_team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Teams.`)
};

const ar_team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد فرق بعد.`)
};

const en_xa2_team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţéáɱš ýéţ. ·····]`)
};

/**
* | output |
* | --- |
* | "No teams yet." |
*
* @param {Team_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_none = /** @type {((inputs?: Team_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_none(inputs)
	if (locale === "ar") return ar_team_none(inputs)
	if (locale === "en-XA") return en_xa2_team_none(inputs)
	return en_team_none(inputs)
});