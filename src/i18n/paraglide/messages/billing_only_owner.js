import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Only_OwnerInputs */

const en_billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner of the organization can pick a plan.`)
};

const de_billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber der Organisation kann einen Tarif wählen.`)
};

const ar_billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع اختيار خطة إلا مالك المؤسسة.`)
};

const en_xa2_billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ óƒ ţĥé óŕĝáñížáţíóñ çáñ þíçķ á þļáñ. ····················]`)
};

/**
* | output |
* | --- |
* | "Only an owner of the organization can pick a plan." |
*
* @param {Billing_Only_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_only_owner = /** @type {((inputs?: Billing_Only_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Only_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_only_owner(inputs)
	if (locale === "ar") return ar_billing_only_owner(inputs)
	if (locale === "en-XA") return en_xa2_billing_only_owner(inputs)
	return en_billing_only_owner(inputs)
});