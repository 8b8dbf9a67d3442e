import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Remove_MemberInputs */

const en_org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove member`)
};

const de_org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernen`)
};

const ar_org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة العضو`)
};

const en_xa2_org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ɱéɱƀéŕ ·····]`)
};

/**
* | output |
* | --- |
* | "Remove member" |
*
* @param {Org_Remove_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_remove_member = /** @type {((inputs?: Org_Remove_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Remove_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_remove_member(inputs)
	if (locale === "ar") return ar_org_remove_member(inputs)
	if (locale === "en-XA") return en_xa2_org_remove_member(inputs)
	return en_org_remove_member(inputs)
});