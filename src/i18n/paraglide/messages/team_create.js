import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_CreateInputs */

const en_team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create team`)
};

const de_team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team erstellen`)
};

const ar_team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء فريق`)
};

const en_xa2_team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ţéáɱ ····]`)
};

/**
* | output |
* | --- |
* | "Create team" |
*
* @param {Team_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_create = /** @type {((inputs?: Team_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_create(inputs)
	if (locale === "ar") return ar_team_create(inputs)
	if (locale === "en-XA") return en_xa2_team_create(inputs)
	return en_team_create(inputs)
});