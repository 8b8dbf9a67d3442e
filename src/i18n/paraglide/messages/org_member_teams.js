import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teams: NonNullable<unknown> }} Org_Member_TeamsInputs */

const en_org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teams: ${i?.teams}`)
};

const de_org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teams: ${i?.teams}`)
};

const ar_org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الفرق: ${i?.teams}`)
};

const en_xa2_org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţéáɱš: ${i?.teams} ···]`)
};

/**
* | output |
* | --- |
* | "Teams: {teams}" |
*
* @param {Org_Member_TeamsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_teams = /** @type {((inputs: Org_Member_TeamsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_TeamsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_member_teams(inputs)
	if (locale === "ar") return ar_org_member_teams(inputs)
	if (locale === "en-XA") return en_xa2_org_member_teams(inputs)
	return en_org_member_teams(inputs)
});