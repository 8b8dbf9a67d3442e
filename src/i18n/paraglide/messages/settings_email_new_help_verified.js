import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_New_Help_VerifiedInputs */

const en_settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We mail your current address to confirm the change.`)
};

const de_settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schreiben an Ihre aktuelle Adresse, um die Änderung zu bestätigen.`)
};

const ar_settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنراسل عنوانك الحالي لتأكيد التغيير.`)
};

const en_xa2_settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļ ýóúŕ çúŕŕéñţ áððŕéšš ţó çóñƒíŕɱ ţĥé çĥáñĝé. ····················]`)
};

/**
* | output |
* | --- |
* | "We mail your current address to confirm the change." |
*
* @param {Settings_Email_New_Help_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_new_help_verified = /** @type {((inputs?: Settings_Email_New_Help_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_New_Help_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_new_help_verified(inputs)
	if (locale === "ar") return ar_settings_email_new_help_verified(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_new_help_verified(inputs)
	return en_settings_email_new_help_verified(inputs)
});