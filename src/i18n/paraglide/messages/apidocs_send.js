import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_SendInputs */

const en_apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

const de_apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden`)
};

const ar_apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال`)
};

const en_xa2_apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ··]`)
};

/**
* | output |
* | --- |
* | "Send" |
*
* @param {Apidocs_SendInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_send = /** @type {((inputs?: Apidocs_SendInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_SendInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_send(inputs)
	if (locale === "ar") return ar_apidocs_send(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_send(inputs)
	return en_apidocs_send(inputs)
});