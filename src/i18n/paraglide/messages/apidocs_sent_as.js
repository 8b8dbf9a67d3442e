import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Sent_AsInputs */

const en_apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent as`)
};

const de_apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendet als`)
};

const ar_apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُرسل بصيغة`)
};

const en_xa2_apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ áš ···]`)
};

/**
* | output |
* | --- |
* | "Sent as" |
*
* @param {Apidocs_Sent_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_sent_as = /** @type {((inputs?: Apidocs_Sent_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Sent_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_sent_as(inputs)
	if (locale === "ar") return ar_apidocs_sent_as(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_sent_as(inputs)
	return en_apidocs_sent_as(inputs)
});