import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Deleted_TextInputs */

const en_org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} and everything in it are gone. You are in your personal workspace.`)
};

const de_org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} und alles darin sind gelöscht. Sie sind in Ihrem persönlichen Arbeitsbereich.`)
};

const ar_org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُذفت ${i?.organization} وكل ما فيها. أنت في مساحة عملك الشخصية.`)
};

const en_xa2_org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} áñð éṽéŕýţĥíñĝ íñ íţ áŕé ĝóñé. Ýóú áŕé íñ ýóúŕ þéŕšóñáļ ŵóŕķšþáçé. ···························]`)
};

/**
* | output |
* | --- |
* | "{organization} and everything in it are gone. You are in your personal workspace." |
*
* @param {Org_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_deleted_text = /** @type {((inputs: Org_Deleted_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Deleted_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_deleted_text(inputs)
	if (locale === "ar") return ar_org_deleted_text(inputs)
	if (locale === "en-XA") return en_xa2_org_deleted_text(inputs)
	return en_org_deleted_text(inputs)
});