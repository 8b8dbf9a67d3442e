import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_WelcomeInputs */

const en_dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

const de_dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen`)
};

const ar_dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا`)
};

const en_xa2_dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ···]`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Dashboard_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_welcome = /** @type {((inputs?: Dashboard_WelcomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_WelcomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_welcome(inputs)
	if (locale === "ar") return ar_dashboard_welcome(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_welcome(inputs)
	return en_dashboard_welcome(inputs)
});