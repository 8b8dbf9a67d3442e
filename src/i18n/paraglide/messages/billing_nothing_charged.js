import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Nothing_ChargedInputs */

const en_billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged for the change.`)
};

const de_billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für den Wechsel wurde nichts berechnet.`)
};

const ar_billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحتسب أي مبلغ مقابل التغيير.`)
};

const en_xa2_billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš çĥáŕĝéð ƒóŕ ţĥé çĥáñĝé. ··············]`)
};

/**
* | output |
* | --- |
* | "Nothing was charged for the change." |
*
* @param {Billing_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_nothing_charged = /** @type {((inputs?: Billing_Nothing_ChargedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Nothing_ChargedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_nothing_charged(inputs)
	if (locale === "ar") return ar_billing_nothing_charged(inputs)
	if (locale === "en-XA") return en_xa2_billing_nothing_charged(inputs)
	return en_billing_nothing_charged(inputs)
});