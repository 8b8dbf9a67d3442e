import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Billing_Every_MemberInputs */

const en_org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every member sees the organization's plan on the Subscriptions page.`)
};

const de_org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Mitglied sieht den Tarif der Organisation auf der Seite „Abonnements“.`)
};

const ar_org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرى كل عضو خطة المؤسسة في صفحة الاشتراكات.`)
};

const en_xa2_org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ɱéɱƀéŕ šééš ţĥé óŕĝáñížáţíóñ'š þļáñ óñ ţĥé Šúƀšçŕíþţíóñš þáĝé. ···························]`)
};

/**
* | output |
* | --- |
* | "Every member sees the organization's plan on the Subscriptions page." |
*
* @param {Org_Billing_Every_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_every_member = /** @type {((inputs?: Org_Billing_Every_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_Every_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing_every_member(inputs)
	if (locale === "ar") return ar_org_billing_every_member(inputs)
	if (locale === "en-XA") return en_xa2_org_billing_every_member(inputs)
	return en_org_billing_every_member(inputs)
});