import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_None_PersonalInputs */

const en_org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are working in your personal workspace.`)
};

const de_org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie arbeiten in Ihrem persönlichen Arbeitsbereich.`)
};

const ar_org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت تعمل في مساحة عملك الشخصية.`)
};

const en_xa2_org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ŵóŕķíñĝ íñ ýóúŕ þéŕšóñáļ ŵóŕķšþáçé. ·················]`)
};

/**
* | output |
* | --- |
* | "You are working in your personal workspace." |
*
* @param {Org_None_PersonalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_none_personal = /** @type {((inputs?: Org_None_PersonalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_None_PersonalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_none_personal(inputs)
	if (locale === "ar") return ar_org_none_personal(inputs)
	if (locale === "en-XA") return en_xa2_org_none_personal(inputs)
	return en_org_none_personal(inputs)
});