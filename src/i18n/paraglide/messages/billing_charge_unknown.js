import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Charge_UnknownInputs */

const en_billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoices in Manage billing show what was charged for it.`)
};

const de_billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was dafür berechnet wurde, zeigen die Rechnungen unter „Abrechnung verwalten“.`)
};

const ar_billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُظهر الفواتير في «إدارة الفوترة» ما حُسب مقابل ذلك.`)
};

const en_xa2_billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íñṽóíçéš íñ Ṁáñáĝé ƀíļļíñĝ šĥóŵ ŵĥáţ ŵáš çĥáŕĝéð ƒóŕ íţ. ························]`)
};

/**
* | output |
* | --- |
* | "The invoices in Manage billing show what was charged for it." |
*
* @param {Billing_Charge_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_charge_unknown = /** @type {((inputs?: Billing_Charge_UnknownInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Charge_UnknownInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_charge_unknown(inputs)
	if (locale === "ar") return ar_billing_charge_unknown(inputs)
	if (locale === "en-XA") return en_xa2_billing_charge_unknown(inputs)
	return en_billing_charge_unknown(inputs)
});