import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_TeamsInputs */

const en_org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams`)
};

const de_org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams`)
};

const ar_org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفرق`)
};

const en_xa2_org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱš ··]`)
};

/**
* | output |
* | --- |
* | "Teams" |
*
* @param {Org_TeamsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_teams = /** @type {((inputs?: Org_TeamsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_TeamsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_teams(inputs)
	if (locale === "ar") return ar_org_teams(inputs)
	if (locale === "en-XA") return en_xa2_org_teams(inputs)
	return en_org_teams(inputs)
});