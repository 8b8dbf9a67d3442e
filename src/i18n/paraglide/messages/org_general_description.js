import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_General_DescriptionInputs */

const en_org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the organization appears to its members and in invitations.`)
};

const de_org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie die Organisation ihren Mitgliedern und in Einladungen erscheint.`)
};

const ar_org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف تظهر المؤسسة لأعضائها وفي الدعوات.`)
};

const en_xa2_org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ţĥé óŕĝáñížáţíóñ áþþéáŕš ţó íţš ɱéɱƀéŕš áñð íñ íñṽíţáţíóñš. ·························]`)
};

/**
* | output |
* | --- |
* | "How the organization appears to its members and in invitations." |
*
* @param {Org_General_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_general_description = /** @type {((inputs?: Org_General_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_General_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_general_description(inputs)
	if (locale === "ar") return ar_org_general_description(inputs)
	if (locale === "en-XA") return en_xa2_org_general_description(inputs)
	return en_org_general_description(inputs)
});