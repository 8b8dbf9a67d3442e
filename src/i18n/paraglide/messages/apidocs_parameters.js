import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_ParametersInputs */

const en_apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parameters`)
};

const de_apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parameter`)
};

const ar_apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعاملات`)
};

const en_xa2_apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáŕáɱéţéŕš ····]`)
};

/**
* | output |
* | --- |
* | "Parameters" |
*
* @param {Apidocs_ParametersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_parameters = /** @type {((inputs?: Apidocs_ParametersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_ParametersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_parameters(inputs)
	if (locale === "ar") return ar_apidocs_parameters(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_parameters(inputs)
	return en_apidocs_parameters(inputs)
});