import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Still_MemberInputs */

const en_org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are still a member`)
};

const de_org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind weiterhin Mitglied`)
};

const ar_org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما زلت عضوًا`)
};

const en_xa2_org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šţíļļ á ɱéɱƀéŕ ·········]`)
};

/**
* | output |
* | --- |
* | "You are still a member" |
*
* @param {Org_Still_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_still_member = /** @type {((inputs?: Org_Still_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Still_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_still_member(inputs)
	if (locale === "ar") return ar_org_still_member(inputs)
	if (locale === "en-XA") return en_xa2_org_still_member(inputs)
	return en_org_still_member(inputs)
});