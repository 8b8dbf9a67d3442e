import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Remove_Member_TitleInputs */

const en_org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}?`)
};

const de_org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen?`)
};

const ar_org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.name}؟`)
};

const en_xa2_org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name}? ···]`)
};

/**
* | output |
* | --- |
* | "Remove {name}?" |
*
* @param {Org_Remove_Member_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_remove_member_title = /** @type {((inputs: Org_Remove_Member_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Remove_Member_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_remove_member_title(inputs)
	if (locale === "ar") return ar_org_remove_member_title(inputs)
	if (locale === "en-XA") return en_xa2_org_remove_member_title(inputs)
	return en_org_remove_member_title(inputs)
});