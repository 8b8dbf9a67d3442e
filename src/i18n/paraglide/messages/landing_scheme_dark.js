import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Scheme_DarkInputs */

const en_landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

const de_landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dunkel`)
};

const ar_landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`داكن`)
};

const en_xa2_landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáŕķ ··]`)
};

/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Landing_Scheme_DarkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_scheme_dark = /** @type {((inputs?: Landing_Scheme_DarkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Scheme_DarkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_scheme_dark(inputs)
	if (locale === "ar") return ar_landing_scheme_dark(inputs)
	if (locale === "en-XA") return en_xa2_landing_scheme_dark(inputs)
	return en_landing_scheme_dark(inputs)
});