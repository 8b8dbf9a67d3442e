import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_LeftInputs */

const en_org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You left the organization`)
};

const de_org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben die Organisation verlassen`)
};

const ar_org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غادرت المؤسسة`)
};

const en_xa2_org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ļéƒţ ţĥé óŕĝáñížáţíóñ ··········]`)
};

/**
* | output |
* | --- |
* | "You left the organization" |
*
* @param {Org_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_left = /** @type {((inputs?: Org_LeftInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_LeftInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_left(inputs)
	if (locale === "ar") return ar_org_left(inputs)
	if (locale === "en-XA") return en_xa2_org_left(inputs)
	return en_org_left(inputs)
});