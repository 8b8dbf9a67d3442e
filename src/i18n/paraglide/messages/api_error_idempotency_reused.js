import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Idempotency_ReusedInputs */

const en_api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Idempotency-Key was already used for a different request.`)
};

const de_api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.`)
};

const ar_api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُخدم مفتاح Idempotency-Key هذا من قبل لطلب مختلف.`)
};

const en_xa2_api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš Íðéɱþóţéñçý-Ķéý ŵáš áļŕéáðý úšéð ƒóŕ á ðíƒƒéŕéñţ ŕéǫúéšţ. ·························]`)
};

/**
* | output |
* | --- |
* | "This Idempotency-Key was already used for a different request." |
*
* @param {Api_Error_Idempotency_ReusedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_idempotency_reused = /** @type {((inputs?: Api_Error_Idempotency_ReusedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Idempotency_ReusedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_idempotency_reused(inputs)
	if (locale === "ar") return ar_api_error_idempotency_reused(inputs)
	if (locale === "en-XA") return en_xa2_api_error_idempotency_reused(inputs)
	return en_api_error_idempotency_reused(inputs)
});