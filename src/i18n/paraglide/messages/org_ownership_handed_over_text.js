import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Ownership_Handed_Over_TextInputs */

const en_org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now an owner of ${i?.organization}; you are an admin.`)
};

const de_org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist jetzt Inhaber von ${i?.organization}; Sie sind Admin.`)
};

const ar_org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أصبح ${i?.name} الآن مالكًا لـ ${i?.organization}؛ وأنت مشرف.`)
};

const en_xa2_org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñóŵ áñ óŵñéŕ óƒ ${i?.organization}; ýóú áŕé áñ áðɱíñ. ················]`)
};

/**
* | output |
* | --- |
* | "{name} is now an owner of {organization}; you are an admin." |
*
* @param {Org_Ownership_Handed_Over_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_ownership_handed_over_text = /** @type {((inputs: Org_Ownership_Handed_Over_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Ownership_Handed_Over_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_ownership_handed_over_text(inputs)
	if (locale === "ar") return ar_org_ownership_handed_over_text(inputs)
	if (locale === "en-XA") return en_xa2_org_ownership_handed_over_text(inputs)
	return en_org_ownership_handed_over_text(inputs)
});