import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Processing_TextInputs */

const en_billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment is being processed. This page updates by itself when it is done.`)
};

const de_billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung wird verarbeitet. Diese Seite aktualisiert sich von selbst, sobald sie fertig ist.`)
};

const ar_billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتم معالجة دفعتك. ستتحدث هذه الصفحة تلقائيًا عند الانتهاء.`)
};

const en_xa2_billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáýɱéñţ íš ƀéíñĝ þŕóçéššéð. Ţĥíš þáĝé úþðáţéš ƀý íţšéļƒ ŵĥéñ íţ íš ðóñé. ·······························]`)
};

/**
* | output |
* | --- |
* | "Your payment is being processed. This page updates by itself when it is done." |
*
* @param {Billing_Processing_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_processing_text = /** @type {((inputs?: Billing_Processing_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Processing_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_processing_text(inputs)
	if (locale === "ar") return ar_billing_processing_text(inputs)
	if (locale === "en-XA") return en_xa2_billing_processing_text(inputs)
	return en_billing_processing_text(inputs)
});