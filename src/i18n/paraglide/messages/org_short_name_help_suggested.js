import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Short_Name_Help_SuggestedInputs */

const en_org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes; unique. Suggested from the name.`)
};

const de_org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleinbuchstaben, Ziffern und Bindestriche; eindeutig. Aus dem Namen vorgeschlagen.`)
};

const ar_org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحرف لاتينية صغيرة وأرقام وشرطات؛ فريد. مقترح من الاسم.`)
};

const en_xa2_org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóŵéŕçášé ļéţţéŕš, ðíĝíţš áñð ðášĥéš; úñíǫúé. Šúĝĝéšţéð ƒŕóɱ ţĥé ñáɱé. ····························]`)
};

/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes; unique. Suggested from the name." |
*
* @param {Org_Short_Name_Help_SuggestedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_short_name_help_suggested = /** @type {((inputs?: Org_Short_Name_Help_SuggestedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Short_Name_Help_SuggestedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_short_name_help_suggested(inputs)
	if (locale === "ar") return ar_org_short_name_help_suggested(inputs)
	if (locale === "en-XA") return en_xa2_org_short_name_help_suggested(inputs)
	return en_org_short_name_help_suggested(inputs)
});