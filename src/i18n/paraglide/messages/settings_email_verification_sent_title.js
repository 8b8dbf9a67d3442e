import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Verification_Sent_TitleInputs */

const en_settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification mail sent`)
};

const de_settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungsmail gesendet`)
};

const ar_settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسلت رسالة التوثيق`)
};

const en_xa2_settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíçáţíóñ ɱáíļ šéñţ ·········]`)
};

/**
* | output |
* | --- |
* | "Verification mail sent" |
*
* @param {Settings_Email_Verification_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_verification_sent_title = /** @type {((inputs?: Settings_Email_Verification_Sent_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Verification_Sent_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_verification_sent_title(inputs)
	if (locale === "ar") return ar_settings_email_verification_sent_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_verification_sent_title(inputs)
	return en_settings_email_verification_sent_title(inputs)
});