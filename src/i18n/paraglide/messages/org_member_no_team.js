import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Member_No_TeamInputs */

const en_org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No team`)
};

const de_org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Team`)
};

const ar_org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بلا فريق`)
};

const en_xa2_org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţéáɱ ···]`)
};

/**
* | output |
* | --- |
* | "No team" |
*
* @param {Org_Member_No_TeamInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_no_team = /** @type {((inputs?: Org_Member_No_TeamInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_No_TeamInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_member_no_team(inputs)
	if (locale === "ar") return ar_org_member_no_team(inputs)
	if (locale === "en-XA") return en_xa2_org_member_no_team(inputs)
	return en_org_member_no_team(inputs)
});