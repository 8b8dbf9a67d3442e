import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_SecurityInputs */

const en_settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const de_settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherheit`)
};

const ar_settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأمان`)
};

const en_xa2_settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéçúŕíţý ···]`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Settings_Nav_SecurityInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_security = /** @type {((inputs?: Settings_Nav_SecurityInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_SecurityInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_security(inputs)
	if (locale === "ar") return ar_settings_nav_security(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_security(inputs)
	return en_settings_nav_security(inputs)
});