import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Idempotency_In_UseInputs */

const en_api_error_idempotency_in_use = /** @type {(inputs: Api_Error_Idempotency_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A request with this Idempotency-Key is still being processed. Retry it in a moment.`)
};

const de_api_error_idempotency_in_use = /** @type {(inputs: Api_Error_Idempotency_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Anfrage mit diesem Idempotency-Key wird noch verarbeitet. Wiederholen Sie sie gleich.`)
};

const ar_api_error_idempotency_in_use = /** @type {(inputs: Api_Error_Idempotency_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يزال طلب بمفتاح Idempotency-Key هذا قيد المعالجة. أعد المحاولة بعد لحظة.`)
};

const en_xa2_api_error_idempotency_in_use = /** @type {(inputs: Api_Error_Idempotency_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕéǫúéšţ ŵíţĥ ţĥíš Íðéɱþóţéñçý-Ķéý íš šţíļļ ƀéíñĝ þŕóçéššéð. Ŕéţŕý íţ íñ á ɱóɱéñţ. ·································]`)
};

/**
* | output |
* | --- |
* | "A request with this Idempotency-Key is still being processed. Retry it in a moment." |
*
* @param {Api_Error_Idempotency_In_UseInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_idempotency_in_use = /** @type {((inputs?: Api_Error_Idempotency_In_UseInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Idempotency_In_UseInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_idempotency_in_use(inputs)
	if (locale === "ar") return ar_api_error_idempotency_in_use(inputs)
	if (locale === "en-XA") return en_xa2_api_error_idempotency_in_use(inputs)
	return en_api_error_idempotency_in_use(inputs)
});