import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Confirm_TitleInputs */

const en_settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the change`)
};

const de_settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderung bestätigen`)
};

const ar_settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد التغيير`)
};

const en_xa2_settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥé çĥáñĝé ·······]`)
};

/**
* | output |
* | --- |
* | "Confirm the change" |
*
* @param {Settings_Email_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_confirm_title = /** @type {((inputs?: Settings_Email_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Confirm_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_confirm_title(inputs)
	if (locale === "ar") return ar_settings_email_confirm_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_confirm_title(inputs)
	return en_settings_email_confirm_title(inputs)
});