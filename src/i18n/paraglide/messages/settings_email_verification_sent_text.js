import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Settings_Email_Verification_Sent_TextInputs */

const en_settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.email} for the confirmation link.`)
};

const de_settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Den Bestätigungslink finden Sie im Postfach von ${i?.email}.`)
};

const ar_settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحقّق من ${i?.email} للعثور على رابط التأكيد.`)
};

const en_xa2_settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ${i?.email} ƒóŕ ţĥé çóñƒíŕɱáţíóñ ļíñķ. ·············]`)
};

/**
* | output |
* | --- |
* | "Check {email} for the confirmation link." |
*
* @param {Settings_Email_Verification_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_verification_sent_text = /** @type {((inputs: Settings_Email_Verification_Sent_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Verification_Sent_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_verification_sent_text(inputs)
	if (locale === "ar") return ar_settings_email_verification_sent_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_verification_sent_text(inputs)
	return en_settings_email_verification_sent_text(inputs)
});