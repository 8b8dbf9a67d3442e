import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Payment_Failed_TextInputs */

const en_billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment did not go through and you have not been charged. You can pick a plan and try again.`)
};

const de_billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung ist nicht durchgegangen, und Ihnen wurde nichts berechnet. Sie können einen Tarif wählen und es erneut versuchen.`)
};

const ar_billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم دفعتك ولم يُخصم منك أي مبلغ. يمكنك اختيار خطة والمحاولة مرة أخرى.`)
};

const en_xa2_billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáýɱéñţ ðíð ñóţ ĝó ţĥŕóúĝĥ áñð ýóú ĥáṽé ñóţ ƀééñ çĥáŕĝéð. Ýóú çáñ þíçķ á þļáñ áñð ţŕý áĝáíñ. ·······································]`)
};

/**
* | output |
* | --- |
* | "Your payment did not go through and you have not been charged. You can pick a plan and try again." |
*
* @param {Billing_Payment_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_payment_failed_text = /** @type {((inputs?: Billing_Payment_Failed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_Failed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_payment_failed_text(inputs)
	if (locale === "ar") return ar_billing_payment_failed_text(inputs)
	if (locale === "en-XA") return en_xa2_billing_payment_failed_text(inputs)
	return en_billing_payment_failed_text(inputs)
});