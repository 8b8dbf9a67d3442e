import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Role_BillingInputs */

const en_api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners can manage its billing.`)
};

const de_api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur die Inhaber der Organisation können ihre Abrechnung verwalten.`)
};

const ar_api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يدير فوترة المؤسسة إلا مالكوها.`)
};

const en_xa2_api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš çáñ ɱáñáĝé íţš ƀíļļíñĝ. ······················]`)
};

/**
* | output |
* | --- |
* | "Only the organization's owners can manage its billing." |
*
* @param {Api_Error_Role_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_billing = /** @type {((inputs?: Api_Error_Role_BillingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_BillingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_role_billing(inputs)
	if (locale === "ar") return ar_api_error_role_billing(inputs)
	if (locale === "en-XA") return en_xa2_api_error_role_billing(inputs)
	return en_api_error_role_billing(inputs)
});