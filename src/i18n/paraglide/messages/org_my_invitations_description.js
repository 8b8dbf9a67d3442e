import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_My_Invitations_DescriptionInputs */

const en_org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open one to accept or decline it.`)
};

const de_org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen Sie eine, um sie anzunehmen oder abzulehnen.`)
};

const ar_org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح إحداها لقبولها أو رفضها.`)
};

const en_xa2_org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ óñé ţó áççéþţ óŕ ðéçļíñé íţ. ·············]`)
};

/**
* | output |
* | --- |
* | "Open one to accept or decline it." |
*
* @param {Org_My_Invitations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitations_description = /** @type {((inputs?: Org_My_Invitations_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_Invitations_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_my_invitations_description(inputs)
	if (locale === "ar") return ar_org_my_invitations_description(inputs)
	if (locale === "en-XA") return en_xa2_org_my_invitations_description(inputs)
	return en_org_my_invitations_description(inputs)
});