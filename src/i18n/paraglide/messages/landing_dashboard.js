import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_DashboardInputs */

const en_landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const de_landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const ar_landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

const en_xa2_landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðášĥƀóáŕð ····]`)
};

/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Landing_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_dashboard = /** @type {((inputs?: Landing_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_dashboard(inputs)
	if (locale === "ar") return ar_landing_dashboard(inputs)
	if (locale === "en-XA") return en_xa2_landing_dashboard(inputs)
	return en_landing_dashboard(inputs)
});