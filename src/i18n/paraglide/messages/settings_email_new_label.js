import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_New_LabelInputs */

const en_settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address`)
};

const de_settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue E-Mail-Adresse`)
};

const ar_settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني الجديد`)
};

const en_xa2_settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ éɱáíļ áððŕéšš ·······]`)
};

/**
* | output |
* | --- |
* | "New email address" |
*
* @param {Settings_Email_New_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_new_label = /** @type {((inputs?: Settings_Email_New_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_New_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_new_label(inputs)
	if (locale === "ar") return ar_settings_email_new_label(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_new_label(inputs)
	return en_settings_email_new_label(inputs)
});