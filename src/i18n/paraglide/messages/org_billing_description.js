import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Billing_DescriptionInputs */

const en_org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A subscription bought while ${i?.organization} is the active workspace belongs to the organization, not to the person who bought it.`)
};

const de_org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Abonnement, das abgeschlossen wird, während ${i?.organization} der aktive Arbeitsbereich ist, gehört der Organisation, nicht der Person, die es abgeschlossen hat.`)
};

const ar_org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الاشتراك الذي يُشترى بينما ${i?.organization} هي مساحة العمل النشطة يعود إلى المؤسسة، لا إلى الشخص الذي اشتراه.`)
};

const en_xa2_org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á šúƀšçŕíþţíóñ ƀóúĝĥţ ŵĥíļé ${i?.organization} íš ţĥé áçţíṽé ŵóŕķšþáçé ƀéļóñĝš ţó ţĥé óŕĝáñížáţíóñ, ñóţ ţó ţĥé þéŕšóñ ŵĥó ƀóúĝĥţ íţ. ··············································]`)
};

/**
* | output |
* | --- |
* | "A subscription bought while {organization} is the active workspace belongs to the organization, not to the person who bought it." |
*
* @param {Org_Billing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_description = /** @type {((inputs: Org_Billing_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing_description(inputs)
	if (locale === "ar") return ar_org_billing_description(inputs)
	if (locale === "en-XA") return en_xa2_org_billing_description(inputs)
	return en_org_billing_description(inputs)
});