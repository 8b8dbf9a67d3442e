import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bearer: NonNullable<unknown>, header: NonNullable<unknown> }} Keys_Send_AsInputs */

const en_keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send it as ${i?.bearer} or in the ${i?.header} header.`)
};

const de_keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Senden Sie ihn als ${i?.bearer} oder im Header ${i?.header}.`)
};

const ar_keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسله بالصيغة ${i?.bearer} أو في الترويسة ${i?.header}.`)
};

const en_xa2_keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñð íţ áš ${i?.bearer} óŕ íñ ţĥé ${i?.header} ĥéáðéŕ. ············]`)
};

/**
* | output |
* | --- |
* | "Send it as {bearer} or in the {header} header." |
*
* @param {Keys_Send_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_send_as = /** @type {((inputs: Keys_Send_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Send_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_send_as(inputs)
	if (locale === "ar") return ar_keys_send_as(inputs)
	if (locale === "en-XA") return en_xa2_keys_send_as(inputs)
	return en_keys_send_as(inputs)
});