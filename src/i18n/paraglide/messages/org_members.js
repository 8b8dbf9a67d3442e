import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_MembersInputs */

const en_org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const de_org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder`)
};

const ar_org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأعضاء`)
};

const en_xa2_org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ···]`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Org_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_members = /** @type {((inputs?: Org_MembersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_MembersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_members(inputs)
	if (locale === "ar") return ar_org_members(inputs)
	if (locale === "en-XA") return en_xa2_org_members(inputs)
	return en_org_members(inputs)
});