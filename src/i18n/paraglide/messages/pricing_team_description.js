import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Team_DescriptionInputs */

const en_pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For an organization: pay for the seats it uses.`)
};

const de_pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für eine Organisation: Sie zahlen für die genutzten Plätze.`)
};

const ar_pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لمؤسسة: ادفع مقابل المقاعد التي تستخدمها.`)
};

const en_xa2_pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ áñ óŕĝáñížáţíóñ: þáý ƒóŕ ţĥé šéáţš íţ úšéš. ···················]`)
};

/**
* | output |
* | --- |
* | "For an organization: pay for the seats it uses." |
*
* @param {Pricing_Team_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_team_description = /** @type {((inputs?: Pricing_Team_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Team_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_team_description(inputs)
	if (locale === "ar") return ar_pricing_team_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_team_description(inputs)
	return en_pricing_team_description(inputs)
});