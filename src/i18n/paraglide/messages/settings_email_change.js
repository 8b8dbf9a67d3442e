import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_ChangeInputs */

const en_settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change email`)
};

const de_settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail ändern`)
};

const ar_settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير البريد الإلكتروني`)
};

const en_xa2_settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé éɱáíļ ·····]`)
};

/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Settings_Email_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_change = /** @type {((inputs?: Settings_Email_ChangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_ChangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_change(inputs)
	if (locale === "ar") return ar_settings_email_change(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_change(inputs)
	return en_settings_email_change(inputs)
});