import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Team_None_AskInputs */

const en_team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organization's owners and admins can create them.`)
};

const de_team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Inhaber und Admins der Organisation können welche erstellen.`)
};

const ar_team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستطيع مالكو المؤسسة ومشرفوها إنشاءها.`)
};

const en_xa2_team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ'š óŵñéŕš áñð áðɱíñš çáñ çŕéáţé ţĥéɱ. ·····················]`)
};

/**
* | output |
* | --- |
* | "The organization's owners and admins can create them." |
*
* @param {Team_None_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_none_ask = /** @type {((inputs?: Team_None_AskInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_None_AskInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_team_none_ask(inputs)
	if (locale === "ar") return ar_team_none_ask(inputs)
	if (locale === "en-XA") return en_xa2_team_none_ask(inputs)
	return en_team_none_ask(inputs)
});