import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Dashboard_LinkInputs */

const en_apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard`)
};

const de_apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

const ar_apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

const en_xa2_apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðášĥƀóáŕð ····]`)
};

/**
* | output |
* | --- |
* | "dashboard" |
*
* @param {Apidocs_Dashboard_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_dashboard_link = /** @type {((inputs?: Apidocs_Dashboard_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Dashboard_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_dashboard_link(inputs)
	if (locale === "ar") return ar_apidocs_dashboard_link(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_dashboard_link(inputs)
	return en_apidocs_dashboard_link(inputs)
});