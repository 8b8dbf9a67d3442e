import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Scheme_LightInputs */

const en_landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

const de_landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hell`)
};

const ar_landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاتح`)
};

const en_xa2_landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíĝĥţ ··]`)
};

/**
* | output |
* | --- |
* | "Light" |
*
* @param {Landing_Scheme_LightInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_scheme_light = /** @type {((inputs?: Landing_Scheme_LightInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Scheme_LightInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_scheme_light(inputs)
	if (locale === "ar") return ar_landing_scheme_light(inputs)
	if (locale === "en-XA") return en_xa2_landing_scheme_light(inputs)
	return en_landing_scheme_light(inputs)
});