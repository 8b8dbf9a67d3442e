import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_None_HeadingInputs */

const en_org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work together in an organization`)
};

const de_org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In einer Organisation zusammenarbeiten`)
};

const ar_org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعملوا معًا في مؤسسة`)
};

const en_xa2_org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķ ţóĝéţĥéŕ íñ áñ óŕĝáñížáţíóñ ·············]`)
};

/**
* | output |
* | --- |
* | "Work together in an organization" |
*
* @param {Org_None_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_none_heading = /** @type {((inputs?: Org_None_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_None_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_none_heading(inputs)
	if (locale === "ar") return ar_org_none_heading(inputs)
	if (locale === "en-XA") return en_xa2_org_none_heading(inputs)
	return en_org_none_heading(inputs)
});