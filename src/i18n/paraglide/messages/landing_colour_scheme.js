import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Colour_SchemeInputs */

const en_landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour scheme`)
};

const de_landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farbschema`)
};

const ar_landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظام الألوان`)
};

const en_xa2_landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóļóúŕ šçĥéɱé ·····]`)
};

/**
* | output |
* | --- |
* | "Colour scheme" |
*
* @param {Landing_Colour_SchemeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_colour_scheme = /** @type {((inputs?: Landing_Colour_SchemeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Colour_SchemeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_colour_scheme(inputs)
	if (locale === "ar") return ar_landing_colour_scheme(inputs)
	if (locale === "en-XA") return en_xa2_landing_colour_scheme(inputs)
	return en_landing_colour_scheme(inputs)
});