import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Hand_Over_On_MembersInputs */

const en_org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over on the Members page`)
};

const de_org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Seite „Mitglieder“ übergeben`)
};

const ar_org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقل الملكية في صفحة الأعضاء`)
};

const en_xa2_org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáñð óṽéŕ óñ ţĥé Ṁéɱƀéŕš þáĝé ············]`)
};

/**
* | output |
* | --- |
* | "Hand over on the Members page" |
*
* @param {Org_Hand_Over_On_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over_on_members = /** @type {((inputs?: Org_Hand_Over_On_MembersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_Over_On_MembersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_hand_over_on_members(inputs)
	if (locale === "ar") return ar_org_hand_over_on_members(inputs)
	if (locale === "en-XA") return en_xa2_org_hand_over_on_members(inputs)
	return en_org_hand_over_on_members(inputs)
});