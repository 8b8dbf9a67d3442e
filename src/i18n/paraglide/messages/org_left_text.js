import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Left_TextInputs */

const en_org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are back in your personal workspace.`)
};

const de_org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind zurück in Ihrem persönlichen Arbeitsbereich.`)
};

const ar_org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عدت إلى مساحة عملك الشخصية.`)
};

const en_xa2_org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ƀáçķ íñ ýóúŕ þéŕšóñáļ ŵóŕķšþáçé. ················]`)
};

/**
* | output |
* | --- |
* | "You are back in your personal workspace." |
*
* @param {Org_Left_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_left_text = /** @type {((inputs?: Org_Left_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Left_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_left_text(inputs)
	if (locale === "ar") return ar_org_left_text(inputs)
	if (locale === "en-XA") return en_xa2_org_left_text(inputs)
	return en_org_left_text(inputs)
});