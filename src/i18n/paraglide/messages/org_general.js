import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_GeneralInputs */

const en_org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

const de_org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemein`)
};

const ar_org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عام`)
};

const en_xa2_org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéñéŕáļ ···]`)
};

/**
* | output |
* | --- |
* | "General" |
*
* @param {Org_GeneralInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_general = /** @type {((inputs?: Org_GeneralInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_GeneralInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_general(inputs)
	if (locale === "ar") return ar_org_general(inputs)
	if (locale === "en-XA") return en_xa2_org_general(inputs)
	return en_org_general(inputs)
});