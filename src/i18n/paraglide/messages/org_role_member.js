import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Role_MemberInputs */

const en_org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const de_org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

const ar_org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عضو`)
};

const en_xa2_org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ ··]`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Org_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_member = /** @type {((inputs?: Org_Role_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role_member(inputs)
	if (locale === "ar") return ar_org_role_member(inputs)
	if (locale === "en-XA") return en_xa2_org_role_member(inputs)
	return en_org_role_member(inputs)
});