import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Check_FailedInputs */

const en_billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not check your payment`)
};

const de_billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung konnte nicht geprüft werden`)
};

const ar_billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر التحقق من دفعتك`)
};

const en_xa2_billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çĥéçķ ýóúŕ þáýɱéñţ ···········]`)
};

/**
* | output |
* | --- |
* | "Could not check your payment" |
*
* @param {Billing_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_check_failed = /** @type {((inputs?: Billing_Check_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Check_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_check_failed(inputs)
	if (locale === "ar") return ar_billing_check_failed(inputs)
	if (locale === "en-XA") return en_xa2_billing_check_failed(inputs)
	return en_billing_check_failed(inputs)
});