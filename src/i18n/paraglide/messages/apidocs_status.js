import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Apidocs_StatusInputs */

const en_apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status ${i?.status}`)
};

const de_apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status ${i?.status}`)
};

const ar_apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الحالة ${i?.status}`)
};

const en_xa2_apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ${i?.status} ···]`)
};

/**
* | output |
* | --- |
* | "Status {status}" |
*
* @param {Apidocs_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_status = /** @type {((inputs: Apidocs_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_status(inputs)
	if (locale === "ar") return ar_apidocs_status(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_status(inputs)
	return en_apidocs_status(inputs)
});