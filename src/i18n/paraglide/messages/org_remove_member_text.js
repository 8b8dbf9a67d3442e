import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Remove_Member_TextInputs */

const en_org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} loses access to ${i?.organization} at once, with its teams, plan and API key. You can invite them again later.`)
};

const de_org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verliert sofort den Zugriff auf ${i?.organization} samt Teams, Tarif und API-Schlüssel. Sie können die Person später erneut einladen.`)
};

const ar_org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يفقد ${i?.name} فورًا الوصول إلى ${i?.organization} وفرقها وخطتها ومفتاح API الخاص بها. يمكنك دعوته مرة أخرى لاحقًا.`)
};

const en_xa2_org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ļóšéš áççéšš ţó ${i?.organization} áţ óñçé, ŵíţĥ íţš ţéáɱš, þļáñ áñð ÁÞÍ ķéý. Ýóú çáñ íñṽíţé ţĥéɱ áĝáíñ ļáţéŕ. ·····································]`)
};

/**
* | output |
* | --- |
* | "{name} loses access to {organization} at once, with its teams, plan and API key. You can invite them again later." |
*
* @param {Org_Remove_Member_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_remove_member_text = /** @type {((inputs: Org_Remove_Member_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Remove_Member_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_remove_member_text(inputs)
	if (locale === "ar") return ar_org_remove_member_text(inputs)
	if (locale === "en-XA") return en_xa2_org_remove_member_text(inputs)
	return en_org_remove_member_text(inputs)
});