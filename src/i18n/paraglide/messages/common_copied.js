import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_CopiedInputs */

const en_common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

const de_common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiert`)
};

const ar_common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم النسخ`)
};

const en_xa2_common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþíéð ··]`)
};

/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Common_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_copied = /** @type {((inputs?: Common_CopiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_CopiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_copied(inputs)
	if (locale === "ar") return ar_common_copied(inputs)
	if (locale === "en-XA") return en_xa2_common_copied(inputs)
	return en_common_copied(inputs)
});