import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Starter_DescriptionInputs */

const en_pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For one person getting started.`)
};

const de_pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für eine Person am Anfang.`)
};

const ar_pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لشخص واحد يبدأ للتو.`)
};

const en_xa2_pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ óñé þéŕšóñ ĝéţţíñĝ šţáŕţéð. ············]`)
};

/**
* | output |
* | --- |
* | "For one person getting started." |
*
* @param {Pricing_Starter_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_description = /** @type {((inputs?: Pricing_Starter_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_starter_description(inputs)
	if (locale === "ar") return ar_pricing_starter_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_starter_description(inputs)
	return en_pricing_starter_description(inputs)
});