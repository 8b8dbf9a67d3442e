import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_CreatedInputs */

const en_team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team created`)
};

const de_team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team erstellt`)
};

const ar_team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الفريق`)
};

const en_xa2_team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ çŕéáţéð ·····]`)
};

/**
* | output |
* | --- |
* | "Team created" |
*
* @param {Team_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_created = /** @type {((inputs?: Team_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_created(inputs)
	if (locale === "ar") return ar_team_created(inputs)
	if (locale === "en-XA") return en_xa2_team_created(inputs)
	return en_team_created(inputs)
});