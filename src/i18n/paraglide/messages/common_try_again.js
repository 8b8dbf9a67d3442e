import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Try_AgainInputs */

const en_common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const de_common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

const ar_common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاول مرة أخرى`)
};

const en_xa2_common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ ····]`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Common_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_try_again = /** @type {((inputs?: Common_Try_AgainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Try_AgainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_try_again(inputs)
	if (locale === "ar") return ar_common_try_again(inputs)
	if (locale === "en-XA") return en_xa2_common_try_again(inputs)
	return en_common_try_again(inputs)
});