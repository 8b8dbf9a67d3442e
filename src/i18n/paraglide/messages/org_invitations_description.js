import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Invitations_DescriptionInputs */

const en_org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invited people get a mail with a link to join ${i?.organization}; it works once, for their address only.`)
};

const de_org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingeladene erhalten eine E-Mail mit einem Link, um ${i?.organization} beizutreten; er funktioniert einmal und nur für ihre Adresse.`)
};

const ar_org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يتلقى المدعوون رسالة فيها رابط للانضمام إلى ${i?.organization}؛ يعمل مرة واحدة ولعنوانهم فقط.`)
};

const en_xa2_org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íñṽíţéð þéóþļé ĝéţ á ɱáíļ ŵíţĥ á ļíñķ ţó ĵóíñ ${i?.organization}; íţ ŵóŕķš óñçé, ƒóŕ ţĥéíŕ áððŕéšš óñļý. ··································]`)
};

/**
* | output |
* | --- |
* | "Invited people get a mail with a link to join {organization}; it works once, for their address only." |
*
* @param {Org_Invitations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitations_description = /** @type {((inputs: Org_Invitations_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitations_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitations_description(inputs)
	if (locale === "ar") return ar_org_invitations_description(inputs)
	if (locale === "en-XA") return en_xa2_org_invitations_description(inputs)
	return en_org_invitations_description(inputs)
});