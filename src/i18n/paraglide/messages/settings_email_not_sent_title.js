import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Not_Sent_TitleInputs */

const en_settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification mail not sent`)
};

const de_settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungsmail nicht gesendet`)
};

const ar_settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُرسل رسالة التوثيق`)
};

const en_xa2_settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíçáţíóñ ɱáíļ ñóţ šéñţ ··········]`)
};

/**
* | output |
* | --- |
* | "Verification mail not sent" |
*
* @param {Settings_Email_Not_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_not_sent_title = /** @type {((inputs?: Settings_Email_Not_Sent_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Not_Sent_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_not_sent_title(inputs)
	if (locale === "ar") return ar_settings_email_not_sent_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_not_sent_title(inputs)
	return en_settings_email_not_sent_title(inputs)
});