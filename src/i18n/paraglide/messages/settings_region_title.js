import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Region_TitleInputs */

const en_settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language and time zone`)
};

const de_settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache und Zeitzone`)
};

const ar_settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اللغة والمنطقة الزمنية`)
};

const en_xa2_settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé áñð ţíɱé žóñé ·········]`)
};

/**
* | output |
* | --- |
* | "Language and time zone" |
*
* @param {Settings_Region_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_region_title = /** @type {((inputs?: Settings_Region_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Region_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_region_title(inputs)
	if (locale === "ar") return ar_settings_region_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_region_title(inputs)
	return en_settings_region_title(inputs)
});