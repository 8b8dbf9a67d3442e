import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_What_You_GetInputs */

const en_pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you get`)
};

const de_pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was Sie bekommen`)
};

const ar_pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما تحصل عليه`)
};

const en_xa2_pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ýóú ĝéţ ·····]`)
};

/**
* | output |
* | --- |
* | "What you get" |
*
* @param {Pricing_What_You_GetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_what_you_get = /** @type {((inputs?: Pricing_What_You_GetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_What_You_GetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_what_you_get(inputs)
	if (locale === "ar") return ar_pricing_what_you_get(inputs)
	if (locale === "en-XA") return en_xa2_pricing_what_you_get(inputs)
	return en_pricing_what_you_get(inputs)
});