import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Nav_ActivityInputs */

const en_settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const de_settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivität`)
};

const ar_settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشاط`)
};

const en_xa2_settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽíţý ···]`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Settings_Nav_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nav_activity = /** @type {((inputs?: Settings_Nav_ActivityInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nav_ActivityInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_nav_activity(inputs)
	if (locale === "ar") return ar_settings_nav_activity(inputs)
	if (locale === "en-XA") return en_xa2_settings_nav_activity(inputs)
	return en_settings_nav_activity(inputs)
});