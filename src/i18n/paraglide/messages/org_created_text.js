import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Created_TextInputs */

const en_org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is your active workspace. Invite people to work in it with you.`)
};

const de_org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist Ihr aktiver Arbeitsbereich. Laden Sie Personen ein, darin mit Ihnen zu arbeiten.`)
};

const ar_org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} هي مساحة عملك النشطة. ادعُ الأشخاص للعمل فيها معك.`)
};

const en_xa2_org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ýóúŕ áçţíṽé ŵóŕķšþáçé. Íñṽíţé þéóþļé ţó ŵóŕķ íñ íţ ŵíţĥ ýóú. ··························]`)
};

/**
* | output |
* | --- |
* | "{name} is your active workspace. Invite people to work in it with you." |
*
* @param {Org_Created_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_created_text = /** @type {((inputs: Org_Created_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Created_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_created_text(inputs)
	if (locale === "ar") return ar_org_created_text(inputs)
	if (locale === "en-XA") return en_xa2_org_created_text(inputs)
	return en_org_created_text(inputs)
});