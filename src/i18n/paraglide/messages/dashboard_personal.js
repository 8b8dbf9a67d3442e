import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_PersonalInputs */

const en_dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

const de_dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönlich`)
};

const ar_dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخصية`)
};

const en_xa2_dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñáļ ···]`)
};

/**
* | output |
* | --- |
* | "Personal" |
*
* @param {Dashboard_PersonalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_personal = /** @type {((inputs?: Dashboard_PersonalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_PersonalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_personal(inputs)
	if (locale === "ar") return ar_dashboard_personal(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_personal(inputs)
	return en_dashboard_personal(inputs)
});