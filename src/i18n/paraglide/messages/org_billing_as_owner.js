import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Billing_As_OwnerInputs */

const en_org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As an owner, you can subscribe, cancel, resume and open the billing portal.`)
};

const de_org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Inhaber können Sie abonnieren, kündigen, fortsetzen und das Abrechnungsportal öffnen.`)
};

const ar_org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بصفتك مالكًا، يمكنك الاشتراك والإلغاء والاستئناف وفتح بوابة الفوترة.`)
};

const en_xa2_org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš áñ óŵñéŕ, ýóú çáñ šúƀšçŕíƀé, çáñçéļ, ŕéšúɱé áñð óþéñ ţĥé ƀíļļíñĝ þóŕţáļ. ······························]`)
};

/**
* | output |
* | --- |
* | "As an owner, you can subscribe, cancel, resume and open the billing portal." |
*
* @param {Org_Billing_As_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_as_owner = /** @type {((inputs?: Org_Billing_As_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_As_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing_as_owner(inputs)
	if (locale === "ar") return ar_org_billing_as_owner(inputs)
	if (locale === "en-XA") return en_xa2_org_billing_as_owner(inputs)
	return en_org_billing_as_owner(inputs)
});