import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_No_Billing_AccountInputs */

const en_api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no billing account yet: subscribe to a plan first`)
};

const de_api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt noch kein Abrechnungskonto: Schließen Sie zuerst einen Tarif ab`)
};

const ar_api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب فوترة بعد: اشترك في خطة أولًا`)
};

const en_xa2_api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó ƀíļļíñĝ áççóúñţ ýéţ: šúƀšçŕíƀé ţó á þļáñ ƒíŕšţ ·······················]`)
};

/**
* | output |
* | --- |
* | "There is no billing account yet: subscribe to a plan first" |
*
* @param {Api_Error_No_Billing_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_no_billing_account = /** @type {((inputs?: Api_Error_No_Billing_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_No_Billing_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_no_billing_account(inputs)
	if (locale === "ar") return ar_api_error_no_billing_account(inputs)
	if (locale === "en-XA") return en_xa2_api_error_no_billing_account(inputs)
	return en_api_error_no_billing_account(inputs)
});