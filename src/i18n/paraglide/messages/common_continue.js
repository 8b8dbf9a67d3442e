import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ContinueInputs */

const en_common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const de_common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const ar_common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متابعة`)
};

const en_xa2_common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţíñúé ···]`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Common_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_continue = /** @type {((inputs?: Common_ContinueInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ContinueInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_continue(inputs)
	if (locale === "ar") return ar_common_continue(inputs)
	if (locale === "en-XA") return en_xa2_common_continue(inputs)
	return en_common_continue(inputs)
});