import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_OrInputs */

const en_common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const de_common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder`)
};

const ar_common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أو`)
};

const en_xa2_common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕ ·]`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Common_OrInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_or = /** @type {((inputs?: Common_OrInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_OrInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_or(inputs)
	if (locale === "ar") return ar_common_or(inputs)
	if (locale === "en-XA") return en_xa2_common_or(inputs)
	return en_common_or(inputs)
});