import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Region_DescriptionInputs */

const en_settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language of the app and its mails, and the zone dates and times are shown in.`)
};

const de_settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache der App und ihrer E-Mails und die Zeitzone, in der Datum und Uhrzeit erscheinen.`)
};

const ar_settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغة التطبيق ورسائله، والمنطقة الزمنية التي تظهر بها التواريخ والأوقات.`)
};

const en_xa2_settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé óƒ ţĥé áþþ áñð íţš ɱáíļš, áñð ţĥé žóñé ðáţéš áñð ţíɱéš áŕé šĥóŵñ íñ. ································]`)
};

/**
* | output |
* | --- |
* | "The language of the app and its mails, and the zone dates and times are shown in." |
*
* @param {Settings_Region_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_region_description = /** @type {((inputs?: Settings_Region_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Region_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_region_description(inputs)
	if (locale === "ar") return ar_settings_region_description(inputs)
	if (locale === "en-XA") return en_xa2_settings_region_description(inputs)
	return en_settings_region_description(inputs)
});