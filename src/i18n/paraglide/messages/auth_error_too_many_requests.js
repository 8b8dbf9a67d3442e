import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Too_Many_RequestsInputs */

const en_auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Wait a few minutes, then try again.`)
};

const de_auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.`)
};

const ar_auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محاولات كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.`)
};

const en_xa2_auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý áţţéɱþţš. Ŵáíţ á ƒéŵ ɱíñúţéš, ţĥéñ ţŕý áĝáíñ. ······················]`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Wait a few minutes, then try again." |
*
* @param {Auth_Error_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_too_many_requests = /** @type {((inputs?: Auth_Error_Too_Many_RequestsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Too_Many_RequestsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_too_many_requests(inputs)
	if (locale === "ar") return ar_auth_error_too_many_requests(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_too_many_requests(inputs)
	return en_auth_error_too_many_requests(inputs)
});