import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_PeopleInputs */

const en_pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People in an organization`)
};

const de_pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen in einer Organisation`)
};

const ar_pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص في المؤسسة`)
};

const en_xa2_pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéóþļé íñ áñ óŕĝáñížáţíóñ ··········]`)
};

/**
* | output |
* | --- |
* | "People in an organization" |
*
* @param {Pricing_PeopleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_people = /** @type {((inputs?: Pricing_PeopleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PeopleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_people(inputs)
	if (locale === "ar") return ar_pricing_people(inputs)
	if (locale === "en-XA") return en_xa2_pricing_people(inputs)
	return en_pricing_people(inputs)
});