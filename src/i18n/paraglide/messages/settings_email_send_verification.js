import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Send_VerificationInputs */

const en_settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send verification mail`)
};

const de_settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungsmail senden`)
};

const ar_settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال رسالة التوثيق`)
};

const en_xa2_settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ṽéŕíƒíçáţíóñ ɱáíļ ·········]`)
};

/**
* | output |
* | --- |
* | "Send verification mail" |
*
* @param {Settings_Email_Send_VerificationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_send_verification = /** @type {((inputs?: Settings_Email_Send_VerificationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Send_VerificationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_send_verification(inputs)
	if (locale === "ar") return ar_settings_email_send_verification(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_send_verification(inputs)
	return en_settings_email_send_verification(inputs)
});