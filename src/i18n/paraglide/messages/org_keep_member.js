import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Keep_MemberInputs */

const en_org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep member`)
};

const de_org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied behalten`)
};

const ar_org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبقاء على العضو`)
};

const en_xa2_org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ɱéɱƀéŕ ····]`)
};

/**
* | output |
* | --- |
* | "Keep member" |
*
* @param {Org_Keep_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_keep_member = /** @type {((inputs?: Org_Keep_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Keep_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_keep_member(inputs)
	if (locale === "ar") return ar_org_keep_member(inputs)
	if (locale === "en-XA") return en_xa2_org_keep_member(inputs)
	return en_org_keep_member(inputs)
});