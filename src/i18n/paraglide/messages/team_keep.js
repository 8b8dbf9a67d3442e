import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_KeepInputs */

const en_team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep team`)
};

const de_team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team behalten`)
};

const ar_team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبقاء على الفريق`)
};

const en_xa2_team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ţéáɱ ····]`)
};

/**
* | output |
* | --- |
* | "Keep team" |
*
* @param {Team_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_keep = /** @type {((inputs?: Team_KeepInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_KeepInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_keep(inputs)
	if (locale === "ar") return ar_team_keep(inputs)
	if (locale === "en-XA") return en_xa2_team_keep(inputs)
	return en_team_keep(inputs)
});