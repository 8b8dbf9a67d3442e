import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Col_StatusInputs */

const en_apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const ar_apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحالة`)
};

const en_xa2_apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ··]`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Apidocs_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_status = /** @type {((inputs?: Apidocs_Col_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_col_status(inputs)
	if (locale === "ar") return ar_apidocs_col_status(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_col_status(inputs)
	return en_apidocs_col_status(inputs)
});