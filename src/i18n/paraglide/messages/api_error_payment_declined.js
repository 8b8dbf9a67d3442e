import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Payment_DeclinedInputs */

const en_api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment for the new plan was declined, so your plan is unchanged. Update your card in Manage billing and try again.`)
};

const de_api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung für den neuen Tarif wurde abgelehnt, Ihr Tarif bleibt daher unverändert. Aktualisieren Sie Ihre Karte unter „Abrechnung verwalten“ und versuchen Sie es erneut.`)
};

const ar_api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفض الدفع للخطة الجديدة، لذا بقيت خطتك دون تغيير. حدّث بطاقتك في «إدارة الفوترة» ثم حاول مرة أخرى.`)
};

const en_xa2_api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ƒóŕ ţĥé ñéŵ þļáñ ŵáš ðéçļíñéð, šó ýóúŕ þļáñ íš úñçĥáñĝéð. Úþðáţé ýóúŕ çáŕð íñ Ṁáñáĝé ƀíļļíñĝ áñð ţŕý áĝáíñ. ················································]`)
};

/**
* | output |
* | --- |
* | "The payment for the new plan was declined, so your plan is unchanged. Update your card in Manage billing and try again." |
*
* @param {Api_Error_Payment_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_payment_declined = /** @type {((inputs?: Api_Error_Payment_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Payment_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_payment_declined(inputs)
	if (locale === "ar") return ar_api_error_payment_declined(inputs)
	if (locale === "en-XA") return en_xa2_api_error_payment_declined(inputs)
	return en_api_error_payment_declined(inputs)
});