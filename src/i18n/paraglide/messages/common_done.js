import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_DoneInputs */

const en_common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const de_common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fertig`)
};

const ar_common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم`)
};

const en_xa2_common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóñé ··]`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Common_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_done = /** @type {((inputs?: Common_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_done(inputs)
	if (locale === "ar") return ar_common_done(inputs)
	if (locale === "en-XA") return en_xa2_common_done(inputs)
	return en_common_done(inputs)
});