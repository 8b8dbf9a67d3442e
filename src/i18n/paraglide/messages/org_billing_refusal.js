import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Billing_RefusalInputs */

const en_org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners can manage its billing.`)
};

const de_org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur die Inhaber der Organisation können ihre Abrechnung verwalten.`)
};

const ar_org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع إدارة فوترة المؤسسة إلا مالكوها.`)
};

const en_xa2_org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš çáñ ɱáñáĝé íţš ƀíļļíñĝ. ······················]`)
};

/**
* | output |
* | --- |
* | "Only the organization's owners can manage its billing." |
*
* @param {Org_Billing_RefusalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_refusal = /** @type {((inputs?: Org_Billing_RefusalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_RefusalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing_refusal(inputs)
	if (locale === "ar") return ar_org_billing_refusal(inputs)
	if (locale === "en-XA") return en_xa2_org_billing_refusal(inputs)
	return en_org_billing_refusal(inputs)
});