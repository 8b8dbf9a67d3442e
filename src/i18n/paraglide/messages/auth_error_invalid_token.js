import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_TokenInputs */

const en_auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is invalid or has expired. Ask for a new one.`)
};

const de_auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist ungültig oder abgelaufen. Fordern Sie einen neuen an.`)
};

const ar_auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرابط غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا.`)
};

const en_xa2_auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ļíñķ íš íñṽáļíð óŕ ĥáš éẋþíŕéð. Ášķ ƒóŕ á ñéŵ óñé. ······················]`)
};

/**
* | output |
* | --- |
* | "This link is invalid or has expired. Ask for a new one." |
*
* @param {Auth_Error_Invalid_TokenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_token = /** @type {((inputs?: Auth_Error_Invalid_TokenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_TokenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_invalid_token(inputs)
	if (locale === "ar") return ar_auth_error_invalid_token(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_invalid_token(inputs)
	return en_auth_error_invalid_token(inputs)
});