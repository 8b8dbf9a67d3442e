import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Seats_Payment_DeclinedInputs */

const en_api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment for the new seats was declined, so the seats are unchanged. Update your card in Manage billing and try again.`)
};

const de_api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung für die neuen Plätze wurde abgelehnt, die Plätze bleiben daher unverändert. Aktualisieren Sie Ihre Karte unter „Abrechnung verwalten“ und versuchen Sie es erneut.`)
};

const ar_api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفض الدفع للمقاعد الجديدة، لذا بقيت المقاعد دون تغيير. حدّث بطاقتك في «إدارة الفوترة» ثم حاول مرة أخرى.`)
};

const en_xa2_api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ƒóŕ ţĥé ñéŵ šéáţš ŵáš ðéçļíñéð, šó ţĥé šéáţš áŕé úñçĥáñĝéð. Úþðáţé ýóúŕ çáŕð íñ Ṁáñáĝé ƀíļļíñĝ áñð ţŕý áĝáíñ. ················································]`)
};

/**
* | output |
* | --- |
* | "The payment for the new seats was declined, so the seats are unchanged. Update your card in Manage billing and try again." |
*
* @param {Api_Error_Seats_Payment_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_payment_declined = /** @type {((inputs?: Api_Error_Seats_Payment_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_Payment_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_seats_payment_declined(inputs)
	if (locale === "ar") return ar_api_error_seats_payment_declined(inputs)
	if (locale === "en-XA") return en_xa2_api_error_seats_payment_declined(inputs)
	return en_api_error_seats_payment_declined(inputs)
});