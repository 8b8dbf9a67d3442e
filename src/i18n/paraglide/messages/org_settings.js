import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_SettingsInputs */

const en_org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization settings`)
};

const de_org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen der Organisation`)
};

const ar_org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعدادات المؤسسة`)
};

const en_xa2_org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ šéţţíñĝš ········]`)
};

/**
* | output |
* | --- |
* | "Organization settings" |
*
* @param {Org_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_settings = /** @type {((inputs?: Org_SettingsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SettingsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_settings(inputs)
	if (locale === "ar") return ar_org_settings(inputs)
	if (locale === "en-XA") return en_xa2_org_settings(inputs)
	return en_org_settings(inputs)
});