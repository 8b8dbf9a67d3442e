import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Api_Error_Rate_LimitedInputs */

const en_api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	const secondsPlural = registry.plural("en", i?.seconds, {});return /** @type {LocalizedString} */ (`Too many requests for this API key. Try again in ${i?.seconds} seconds.`)
};

const de_api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("de", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Zu viele Anfragen mit diesem API-Schlüssel. Versuchen Sie es in ${i?.seconds} Sekunde erneut.`);
	return /** @type {LocalizedString} */ (`Zu viele Anfragen mit diesem API-Schlüssel. Versuchen Sie es in ${i?.seconds} Sekunden erneut.`)
	
};

const ar_api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("ar", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ثانية واحدة.`);
	if (secondsPlural === "two") return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ثانيتين.`);
	if (secondsPlural === "few") return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ${i?.seconds} ثوانٍ.`);
	return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ${i?.seconds} ثانية.`)
	
};

const en_xa2_api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	const secondsPlural = registry.plural("en-XA", i?.seconds, {});return /** @type {LocalizedString} */ (`[Ţóó ɱáñý ŕéǫúéšţš ƒóŕ ţĥíš ÁÞÍ ķéý. Ţŕý áĝáíñ íñ ${i?.seconds} šéçóñðš. ·······················]`)
};

/**
* | output |
* | --- |
* | "Too many requests for this API key. Try again in {seconds} seconds." |
*
* @param {Api_Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_rate_limited = /** @type {((inputs: Api_Error_Rate_LimitedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Rate_LimitedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_rate_limited(inputs)
	if (locale === "ar") return ar_api_error_rate_limited(inputs)
	if (locale === "en-XA") return en_xa2_api_error_rate_limited(inputs)
	return en_api_error_rate_limited(inputs)
});