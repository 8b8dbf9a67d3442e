import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Short_Name_HelpInputs */

const en_org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes; unique.`)
};

const de_org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleinbuchstaben, Ziffern und Bindestriche; eindeutig.`)
};

const ar_org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحرف لاتينية صغيرة وأرقام وشرطات؛ فريد.`)
};

const en_xa2_org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóŵéŕçášé ļéţţéŕš, ðíĝíţš áñð ðášĥéš; úñíǫúé. ··················]`)
};

/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes; unique." |
*
* @param {Org_Short_Name_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_short_name_help = /** @type {((inputs?: Org_Short_Name_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Short_Name_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_short_name_help(inputs)
	if (locale === "ar") return ar_org_short_name_help(inputs)
	if (locale === "en-XA") return en_xa2_org_short_name_help(inputs)
	return en_org_short_name_help(inputs)
});