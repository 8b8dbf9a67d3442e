import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Cancelled_TitleInputs */

const en_billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription cancelled`)
};

const de_billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement gekündigt`)
};

const ar_billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء الاشتراك`)
};

const en_xa2_billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ çáñçéļļéð ·········]`)
};

/**
* | output |
* | --- |
* | "Subscription cancelled" |
*
* @param {Billing_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancelled_title = /** @type {((inputs?: Billing_Cancelled_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancelled_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_cancelled_title(inputs)
	if (locale === "ar") return ar_billing_cancelled_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_cancelled_title(inputs)
	return en_billing_cancelled_title(inputs)
});