import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Col_NameInputs */

const en_apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const ar_apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم`)
};

const en_xa2_apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ··]`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Apidocs_Col_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_name = /** @type {((inputs?: Apidocs_Col_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_col_name(inputs)
	if (locale === "ar") return ar_apidocs_col_name(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_col_name(inputs)
	return en_apidocs_col_name(inputs)
});