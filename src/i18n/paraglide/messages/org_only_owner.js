import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Only_OwnerInputs */

const en_org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are the only owner of ${i?.organization}, so you cannot leave it yet. Hand it over first (Make owner, on the Members page), or delete it below.`)
};

const de_org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber von ${i?.organization} und können sie daher noch nicht verlassen. Übergeben Sie sie zuerst („Zum Inhaber machen“ auf der Seite „Mitglieder“), oder löschen Sie sie unten.`)
};

const ar_org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت المالك الوحيد لـ ${i?.organization}، لذا لا يمكنك مغادرتها بعد. انقل ملكيتها أولًا («جعله مالكًا» في صفحة الأعضاء)، أو احذفها أدناه.`)
};

const en_xa2_org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ţĥé óñļý óŵñéŕ óƒ ${i?.organization}, šó ýóú çáññóţ ļéáṽé íţ ýéţ. Ĥáñð íţ óṽéŕ ƒíŕšţ (Ṁáķé óŵñéŕ, óñ ţĥé Ṁéɱƀéŕš þáĝé), óŕ ðéļéţé íţ ƀéļóŵ. ····················································]`)
};

/**
* | output |
* | --- |
* | "You are the only owner of {organization}, so you cannot leave it yet. Hand it over first (Make owner, on the Members page), or delete it below." |
*
* @param {Org_Only_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_only_owner = /** @type {((inputs: Org_Only_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Only_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_only_owner(inputs)
	if (locale === "ar") return ar_org_only_owner(inputs)
	if (locale === "en-XA") return en_xa2_org_only_owner(inputs)
	return en_org_only_owner(inputs)
});