import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_None_Can_CreateInputs */

const en_team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name one above to group members.`)
};

const de_team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benennen Sie oben eines, um Mitglieder zu gruppieren.`)
};

const ar_team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سمِّ فريقًا في الأعلى لتجميع الأعضاء.`)
};

const en_xa2_team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé óñé áƀóṽé ţó ĝŕóúþ ɱéɱƀéŕš. ·············]`)
};

/**
* | output |
* | --- |
* | "Name one above to group members." |
*
* @param {Team_None_Can_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_none_can_create = /** @type {((inputs?: Team_None_Can_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_None_Can_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_none_can_create(inputs)
	if (locale === "ar") return ar_team_none_can_create(inputs)
	if (locale === "en-XA") return en_xa2_team_none_can_create(inputs)
	return en_team_none_can_create(inputs)
});