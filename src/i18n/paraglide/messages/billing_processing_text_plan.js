import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Processing_Text_PlanInputs */

const en_billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment for ${i?.plan} is being processed. This page updates by itself when it is done.`)
};

const de_billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung für ${i?.plan} wird verarbeitet. Diese Seite aktualisiert sich von selbst, sobald sie fertig ist.`)
};

const ar_billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تتم معالجة دفعتك لـ ${i?.plan}. ستتحدث هذه الصفحة تلقائيًا عند الانتهاء.`)
};

const en_xa2_billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáýɱéñţ ƒóŕ ${i?.plan} íš ƀéíñĝ þŕóçéššéð. Ţĥíš þáĝé úþðáţéš ƀý íţšéļƒ ŵĥéñ íţ íš ðóñé. ·································]`)
};

/**
* | output |
* | --- |
* | "Your payment for {plan} is being processed. This page updates by itself when it is done." |
*
* @param {Billing_Processing_Text_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_processing_text_plan = /** @type {((inputs: Billing_Processing_Text_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Processing_Text_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_processing_text_plan(inputs)
	if (locale === "ar") return ar_billing_processing_text_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_processing_text_plan(inputs)
	return en_billing_processing_text_plan(inputs)
});