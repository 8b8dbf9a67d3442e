import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitation_Language_HelpInputs */

const en_org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language invited people read their invitation in.`)
};

const de_org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache, in der Eingeladene ihre Einladung lesen.`)
};

const ar_org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اللغة التي يقرأ بها المدعوون دعوتهم.`)
};

const en_xa2_org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé íñṽíţéð þéóþļé ŕéáð ţĥéíŕ íñṽíţáţíóñ íñ. ·····················]`)
};

/**
* | output |
* | --- |
* | "The language invited people read their invitation in." |
*
* @param {Org_Invitation_Language_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_language_help = /** @type {((inputs?: Org_Invitation_Language_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Language_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_language_help(inputs)
	if (locale === "ar") return ar_org_invitation_language_help(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_language_help(inputs)
	return en_org_invitation_language_help(inputs)
});