import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Welcome_SkipInputs */

const en_welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip for now`)
};

const de_welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorerst überspringen`)
};

const ar_welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تخطَّ الآن`)
};

const en_xa2_welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ƒóŕ ñóŵ ·····]`)
};

/**
* | output |
* | --- |
* | "Skip for now" |
*
* @param {Welcome_SkipInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const welcome_skip = /** @type {((inputs?: Welcome_SkipInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Welcome_SkipInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_welcome_skip(inputs)
	if (locale === "ar") return ar_welcome_skip(inputs)
	if (locale === "en-XA") return en_xa2_welcome_skip(inputs)
	return en_welcome_skip(inputs)
});