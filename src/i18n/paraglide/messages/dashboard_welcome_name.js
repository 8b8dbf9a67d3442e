import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dashboard_Welcome_NameInputs */

const en_dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.name}`)
};

const de_dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen, ${i?.name}`)
};

const ar_dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا، ${i?.name}`)
};

const en_xa2_dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé, ${i?.name} ····]`)
};

/**
* | output |
* | --- |
* | "Welcome, {name}" |
*
* @param {Dashboard_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_welcome_name = /** @type {((inputs: Dashboard_Welcome_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Welcome_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_welcome_name(inputs)
	if (locale === "ar") return ar_dashboard_welcome_name(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_welcome_name(inputs)
	return en_dashboard_welcome_name(inputs)
});