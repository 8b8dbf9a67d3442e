import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Organization_SettingsInputs */

const en_dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization settings`)
};

const de_dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen der Organisation`)
};

const ar_dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعدادات المؤسسة`)
};

const en_xa2_dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ šéţţíñĝš ········]`)
};

/**
* | output |
* | --- |
* | "Organization settings" |
*
* @param {Dashboard_Organization_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_organization_settings = /** @type {((inputs?: Dashboard_Organization_SettingsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Organization_SettingsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_organization_settings(inputs)
	if (locale === "ar") return ar_dashboard_organization_settings(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_organization_settings(inputs)
	return en_dashboard_organization_settings(inputs)
});