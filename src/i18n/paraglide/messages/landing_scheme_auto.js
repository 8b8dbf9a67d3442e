import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Scheme_AutoInputs */

const en_landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto`)
};

const de_landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto`)
};

const ar_landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلقائي`)
};

const en_xa2_landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúţó ··]`)
};

/**
* | output |
* | --- |
* | "Auto" |
*
* @param {Landing_Scheme_AutoInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_scheme_auto = /** @type {((inputs?: Landing_Scheme_AutoInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Scheme_AutoInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_scheme_auto(inputs)
	if (locale === "ar") return ar_landing_scheme_auto(inputs)
	if (locale === "en-XA") return en_xa2_landing_scheme_auto(inputs)
	return en_landing_scheme_auto(inputs)
});