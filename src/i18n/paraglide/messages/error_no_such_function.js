import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_No_Such_FunctionInputs */

const en_error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such server function.`)
};

const de_error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Serverfunktion gibt es nicht.`)
};

const ar_error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد دالة خادم كهذه.`)
};

const en_xa2_error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šúçĥ šéŕṽéŕ ƒúñçţíóñ. ··········]`)
};

/**
* | output |
* | --- |
* | "No such server function." |
*
* @param {Error_No_Such_FunctionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_no_such_function = /** @type {((inputs?: Error_No_Such_FunctionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_No_Such_FunctionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_no_such_function(inputs)
	if (locale === "ar") return ar_error_no_such_function(inputs)
	if (locale === "en-XA") return en_xa2_error_no_such_function(inputs)
	return en_error_no_such_function(inputs)
});