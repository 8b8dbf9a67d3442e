import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Member_Removed_TextInputs */

const en_org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no longer has access to ${i?.organization}`)
};

const de_org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat keinen Zugriff mehr auf ${i?.organization}`)
};

const ar_org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد لدى ${i?.name} وصول إلى ${i?.organization}`)
};

const en_xa2_org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ñó ļóñĝéŕ ĥáš áççéšš ţó ${i?.organization} ··········]`)
};

/**
* | output |
* | --- |
* | "{name} no longer has access to {organization}" |
*
* @param {Org_Member_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_removed_text = /** @type {((inputs: Org_Member_Removed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_Removed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_member_removed_text(inputs)
	if (locale === "ar") return ar_org_member_removed_text(inputs)
	if (locale === "en-XA") return en_xa2_org_member_removed_text(inputs)
	return en_org_member_removed_text(inputs)
});