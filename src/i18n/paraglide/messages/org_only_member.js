import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Only_MemberInputs */

const en_org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are the only member of ${i?.organization}, so you cannot leave it: delete it below instead, or invite someone and make them an owner first.`)
};

const de_org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind das einzige Mitglied von ${i?.organization} und können sie daher nicht verlassen: Löschen Sie sie stattdessen unten, oder laden Sie zuerst jemanden ein und machen Sie die Person zum Inhaber.`)
};

const ar_org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت العضو الوحيد في ${i?.organization}، لذا لا يمكنك مغادرتها: احذفها أدناه بدلًا من ذلك، أو ادعُ شخصًا واجعله مالكًا أولًا.`)
};

const en_xa2_org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ţĥé óñļý ɱéɱƀéŕ óƒ ${i?.organization}, šó ýóú çáññóţ ļéáṽé íţ: ðéļéţé íţ ƀéļóŵ íñšţéáð, óŕ íñṽíţé šóɱéóñé áñð ɱáķé ţĥéɱ áñ óŵñéŕ ƒíŕšţ. ··················································]`)
};

/**
* | output |
* | --- |
* | "You are the only member of {organization}, so you cannot leave it: delete it below instead, or invite someone and make them an owner first." |
*
* @param {Org_Only_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_only_member = /** @type {((inputs: Org_Only_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Only_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_only_member(inputs)
	if (locale === "ar") return ar_org_only_member(inputs)
	if (locale === "en-XA") return en_xa2_org_only_member(inputs)
	return en_org_only_member(inputs)
});