import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Cancel_TitleInputs */

const en_billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel ${i?.plan}?`)
};

const de_billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} kündigen?`)
};

const ar_billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد إلغاء ${i?.plan}؟`)
};

const en_xa2_billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ${i?.plan}? ···]`)
};

/**
* | output |
* | --- |
* | "Cancel {plan}?" |
*
* @param {Billing_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_title = /** @type {((inputs: Billing_Cancel_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_cancel_title(inputs)
	if (locale === "ar") return ar_billing_cancel_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_cancel_title(inputs)
	return en_billing_cancel_title(inputs)
});